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
    ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
    ['2001::', 32], // Teredo: its IPv4 part is obfuscated, so it cannot be checked
  ];
  for (const [network, prefix] of ipv6) list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

/**
 * IPv6 ranges that carry an IPv4 address and reach it through a gateway: the NAT64 well-known prefix
 * (64:ff9b::/96, the address in the last 32 bits) and 6to4 (2002::/16, in bits 16-47). Such an address
 * is as public as the IPv4 address it carries.
 */
const EMBEDDED_V4 = [
  { network: new BlockList(), at: 6 },
  { network: new BlockList(), at: 1 },
] as const;
EMBEDDED_V4[0].network.addSubnet('64:ff9b::', 96, 'ipv6');
EMBEDDED_V4[1].network.addSubnet('2002::', 16, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail as two groups, no zone). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const zeros = tail === undefined ? 0 : 8 - groups(head).length - groups(tail).length;
  return [...groups(head), ...Array<string>(zeros).fill('0'), ...groups(tail ?? '')].map((group) => Number.parseInt(group, 16));
}

/** The IPv4 address an IPv6 address carries in its 16-bit groups `at` and `at + 1`. */
function embeddedIpv4(address: string, at: number): string {
  const groups = ipv6Groups(address);
  const high = groups[at] ?? 0;
  const low = groups[at + 1] ?? 0;
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address (v4 or v6, no brackets) may be the target of a webhook. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  if (NOT_PUBLIC_V6.check(address, 'ipv6')) return false;
  const carrier = EMBEDDED_V4.find((range) => range.network.check(address, 'ipv6'));
  return carrier ? isPublicAddress(embeddedIpv4(address, carrier.at)) : true;
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
