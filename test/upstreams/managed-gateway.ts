import { createHash, randomUUID } from 'node:crypto';
import { applyWrongLength, fakeTranslate, startSimulator, type RecordedRequest, type Simulator, type VendorReply } from './simulator.js';

/**
 * A small fake of our managed gateway (docs/gateway.md; docs/subscription.md), for the managed
 * provider's tests until they can run against src/gateway too: `POST /v1/translate` with idempotent
 * debits (a repeated key with the same body replays the first answer with `Idempotent-Replay: true`;
 * with another body 409), 402 when the credits exceed the month's remaining quota (nothing debited),
 * and `GET /v1/quota`. Errors are `{error: {code, message, ...}}`. Scriptable with the simulator's
 * faults (status, hang, reset, garbage, wrong-length).
 */

export const GATEWAY_PLAN_CREDITS = { enterprise: 50_000_000, scale: 10_000_000, growth: 2_000_000, starter: 500_000 } as const;
export const GATEWAY_MULTIPLIERS = { speed: 1, balanced: 2, quality: 4 } as const;

export type GatewayPlan = keyof typeof GATEWAY_PLAN_CREDITS;
type Tier = keyof typeof GATEWAY_MULTIPLIERS;

export interface GatewayQuota {
  plan: string;
  period: string;
  limit: number;
  used: number;
  remaining: number;
}

interface License {
  plan: GatewayPlan;
  limit: number;
  used: number;
}

export interface ManagedGatewaySimulator extends Simulator {
  /** Adds or replaces a license; `used` defaults to 0, `limit` to the plan's credits. */
  setLicense(token: string, plan: GatewayPlan, options?: { used?: number; limit?: number }): void;
  quota(token: string): GatewayQuota;
  /** Debits taken so far (replays excluded). */
  debits(): number;
}

const ERROR_CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'invalid_license',
  402: 'quota_exceeded',
  409: 'idempotency_conflict',
  500: 'internal_error',
  502: 'upstream_failed',
  503: 'unavailable',
};

export function gatewayError(status: number, message: string, extra: Record<string, unknown> = {}): VendorReply {
  return { status, body: { error: { code: ERROR_CODES[status] ?? 'error', message, ...extra } } };
}

function period(): string {
  return new Date().toISOString().slice(0, 7);
}

export async function startManagedGatewaySimulator(): Promise<ManagedGatewaySimulator> {
  const licenses = new Map<string, License>();
  const replies = new Map<string, { fingerprint: string; body: unknown }>();
  let debits = 0;

  const quotaOf = (license: License): GatewayQuota => ({
    plan: license.plan,
    period: period(),
    limit: license.limit,
    used: license.used,
    remaining: Math.max(0, license.limit - license.used),
  });

  function licenseOf(request: RecordedRequest): License | VendorReply {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const license = match?.[1] ? licenses.get(match[1]) : undefined;
    return license ?? gatewayError(401, 'The license is invalid or has expired.');
  }

  function translate(request: RecordedRequest, license: License, wrongLength: Parameters<typeof applyWrongLength>[1]): VendorReply {
    const body = request.json as Record<string, unknown> | null;
    const texts = body?.texts;
    if (!Array.isArray(texts) || !texts.every((text): text is string => typeof text === 'string') || texts.length > 100) {
      return gatewayError(400, 'texts must be a list of at most 100 strings.');
    }
    if (typeof body?.sourceLocale !== 'string' || typeof body.targetLocale !== 'string') return gatewayError(400, 'sourceLocale and targetLocale are required.');
    const tierValue = body.serviceTier ?? 'balanced';
    if (typeof tierValue !== 'string' || !(tierValue in GATEWAY_MULTIPLIERS)) return gatewayError(400, 'serviceTier must be speed, balanced or quality.');
    const tier = tierValue as Tier;
    const key = typeof body.idempotencyKey === 'string' ? body.idempotencyKey : null;
    const fingerprint = createHash('sha256').update(request.body).digest('hex');
    const replyKey = key === null ? null : `${request.headers.authorization ?? ''}\u0000${key}`;
    const earlier = replyKey === null ? undefined : replies.get(replyKey);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) return gatewayError(409, 'The idempotency key was used for a different request.');
      return { status: 200, body: earlier.body, headers: { 'idempotent-replay': 'true' } };
    }
    const characters = texts.reduce((sum, text) => sum + [...text].length, 0);
    const multiplier = GATEWAY_MULTIPLIERS[tier];
    const credits = characters * multiplier;
    if (credits > license.limit - license.used) return gatewayError(402, 'The quota of this month is used up.', { quota: quotaOf(license) });
    license.used += credits;
    debits += 1;
    const format = body.format === 'html' ? 'html' : 'text';
    const translated = texts.map((text) => fakeTranslate(text, body.targetLocale as string, format));
    const answer = {
      texts: applyWrongLength(translated, wrongLength, 'extra'),
      characters,
      credits,
      multiplier,
      serviceTier: tier,
      accountingKey: randomUUID(),
      quota: quotaOf(license),
    };
    if (replyKey !== null) replies.set(replyKey, { fingerprint, body: answer });
    return { status: 200, body: answer };
  }

  const simulator = await startSimulator({
    errorBody: (status) => gatewayError(status, `HTTP ${status}`, status === 502 ? { retryable: true } : {}).body,
    handle(request, fault) {
      const license = licenseOf(request);
      if (!('plan' in license)) return license;
      if (request.method === 'POST' && request.path === '/v1/translate') return translate(request, license, fault);
      if (request.method === 'GET' && request.path === '/v1/quota') return { status: 200, body: quotaOf(license) };
      return gatewayError(404, 'No such route.');
    },
  });

  return {
    ...simulator,
    reset: () => {
      simulator.reset();
      licenses.clear();
      replies.clear();
      debits = 0;
    },
    setLicense: (token, plan, options = {}) => {
      licenses.set(token, { plan, limit: options.limit ?? GATEWAY_PLAN_CREDITS[plan], used: options.used ?? 0 });
    },
    quota: (token) => {
      const license = licenses.get(token);
      if (!license) throw new Error(`no license ${token}`);
      return quotaOf(license);
    },
    debits: () => debits,
  };
}
