/**
 * Where a webhook may be sent (docs/api.md, "Webhooks", and docs/operations.md): only `https`, and
 * never to a private, loopback, link-local, unspecified or unique-local address, so that a subscription
 * cannot make the service call into the network it runs in. The subscription's URL is checked when it
 * is written (an address literal, `localhost`) and again at every delivery on the address its name
 * resolves to then, the one the connection is pinned to (a name may resolve differently later).
 * `EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE=true` lifts both rules (also allowing `http`), for a receiver
 * inside the operator's own network, and for the tests.
 */
import { BlockList, isIP } from 'node:net';

/** The refusals, word for word (the entity API's 400 details and a delivery's `lastError`). */
export const WEBHOOK_URL_ERRORS = {
  invalid: 'This value is not a valid URL.',
  scheme: 'The URL must use https.',
  credentials: 'The URL must not contain a user name or password.',
  privateAddress: 'The URL must not point to a private, loopback or link-local address.',
  resolvesPrivate: (address: string) => `The host name resolves to a private, loopback or link-local address (${address}).`,
} as const;

/** Whether `EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE` allows private addresses and `http`. */
export function allowsPrivateWebhooks(env: Record<string, string | undefined>): boolean {
  return env.EXT_TRANSLATE_WEBHOOKS_ALLOW_PRIVATE?.trim().toLowerCase() === 'true';
}

/**
 * Ranges no webhook may reach (IANA special-purpose registries: not globally reachable). One list per
 * family: a BlockList checks an IPv4 address against IPv6 rules too (as its mapped form), so the
 * IPv4-mapped range would otherwise hold every IPv4 address.
 */
const NOT_PUBLIC_V4 = (() => {
  const list = new BlockList();
  const ipv4: [string, number][] = [
    ['0.0.0.0', 8], // "this network", including the unspecified address
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8],
    ['169.254.0.0', 16], // link-local (cloud metadata services live here)
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, and the broadcast address
  ];
  for (const [network, prefix] of ipv4) list.addSubnet(network, prefix, 'ipv4');
  return list;
})();

const NOT_PUBLIC_V6 = (() => {
  const list = new BlockList();
  const ipv6: [string, number][] = [
    ['::', 128], // unspecified
    ['::1', 128], // loopback
    ['::ffff:0:0', 96], // IPv4-mapped: would reach any IPv4 address, private ones included
    ['::', 96], // IPv4-compatible (deprecated)
    ['100::', 64], // discard
    ['2001:db8::', 32], // documentation
    ['fc00::', 7], // unique local
    ['fe80::', 10], // link-local
    ['fec0::', 10], // site-local (deprecated)
    ['ff00::', 8], // multicast
  ];
  for (const [network, prefix] of ipv6) list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

/** Whether an IP address (v4 or v6, no brackets) may be the target of a webhook. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !NOT_PUBLIC_V4.check(address, 'ipv4') : !NOT_PUBLIC_V6.check(address, 'ipv6');
}

/** The host of a URL as an address literal (IPv6 without brackets), or null when it is a name. */
export function addressLiteral(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) === 0 ? null : host;
}

/**
 * The problem with a subscription's URL that is known without resolving it (scheme, credentials, an
 * address literal or `localhost` that is not public), or null. Names are resolved at delivery.
 */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_URL_ERRORS.invalid;
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return WEBHOOK_URL_ERRORS.scheme;
  if (url.hostname === '') return WEBHOOK_URL_ERRORS.invalid;
  if (url.username !== '' || url.password !== '') return WEBHOOK_URL_ERRORS.credentials;
  if (allowPrivate) return null;
  const literal = addressLiteral(url);
  if (literal !== null) return isPublicAddress(literal) ? null : WEBHOOK_URL_ERRORS.privateAddress;
  const name = url.hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return WEBHOOK_URL_ERRORS.privateAddress;
  return null;
}
