import { afterEach, describe, expect, it } from 'vitest';
import { PLAN_MONTHLY_CREDITS, PLANS, planIdentifier, TIER_CREDIT_MULTIPLIERS } from '../../src/gateway/plans.js';
import { ScriptedProvider } from '../support/scripted-provider.js';
import { createGateway, translateBody, type GatewayUnderTest, closeGateways } from './support.js';

/** The gateway's protocol (docs/gateway.md) through app.inject(), on the test database. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let gateway: GatewayUnderTest | null = null;

async function open(options: Parameters<typeof createGateway>[0] = {}): Promise<GatewayUnderTest> {
  gateway = await createGateway(options);
  return gateway;
}

afterEach(async () => {
  // Every gateway the test opened, not only the last one, so that no test schema is left behind.
  await closeGateways();
  gateway = null;
});

describe('constants', () => {
  it('lists the plans largest first with their monthly credits and identifiers', () => {
    expect(PLANS).toEqual(['enterprise', 'scale', 'growth', 'starter']);
    expect(PLANS.map((plan) => PLAN_MONTHLY_CREDITS[plan])).toEqual([50_000_000, 10_000_000, 2_000_000, 500_000]);
    expect(PLANS.map(planIdentifier)).toEqual([
      'ExtTranslateAllInOneEnterprise',
      'ExtTranslateAllInOneScale',
      'ExtTranslateAllInOneGrowth',
      'ExtTranslateAllInOneStarter',
    ]);
    expect(TIER_CREDIT_MULTIPLIERS).toEqual({ speed: 1, balanced: 2, quality: 4 });
  });
});

describe('authentication', () => {
  it('answers 401 invalid_license without a token, with an unknown one and with a revoked one', async () => {
    const gw = await open();
    for (const response of [await gw.translate(translateBody(), null), await gw.translate(translateBody(), 'gwl_unknown'), await gw.quota('gwl_unknown')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'invalid_license', message: expect.any(String) } });
    }
    const basic = await gw.app.inject({ method: 'GET', url: '/v1/quota', headers: { authorization: `Basic ${gw.token}` } });
    expect(basic.statusCode).toBe(401);

    await gw.app.gateway.db.updateTable('gateway_license').set({ active: 0 }).where('id', '=', gw.licenseId).execute();
    expect((await gw.translate(translateBody())).statusCode).toBe(401);
    expect(gw.provider.requests).toHaveLength(0);
    expect(await gw.debits()).toHaveLength(0);
  });

  it('checks the license before the body: a malformed body without a token is 401', async () => {
    const gw = await open();
    const response = await gw.app.inject({ method: 'POST', url: '/v1/translate', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(response.statusCode).toBe(401);
    // The unread body must not keep the connection (and a graceful shutdown) waiting.
    expect(response.headers.connection).toBe('close');
  });

  it('serves /v1/health without a token', async () => {
    const gw = await open();
    const response = await gw.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('POST /v1/translate', () => {
  it('translates through the provider and debits characters × multiplier', async () => {
    const gw = await open();
    const response = await gw.translate(translateBody({ texts: ['Oak table', 'Blåbær'] }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['idempotent-replay']).toBeUndefined();
    const answer = response.json();
    expect(answer).toEqual({
      texts: ['[de] Oak table', '[de] Blåbær'],
      characters: 15,
      credits: 30,
      multiplier: 2,
      serviceTier: 'balanced',
      accountingKey: expect.stringMatching(UUID),
      quota: { plan: 'growth', period: '2026-03', limit: 2_000_000, used: 30, remaining: 1_999_970 },
    });
    expect(Object.keys(answer)).toEqual(['texts', 'characters', 'credits', 'multiplier', 'serviceTier', 'accountingKey', 'quota']);
    const [debit] = await gw.debits();
    expect(debit).toMatchObject({ state: 'done', credits: 30, characters: 15, period: '2026-03', accountingKey: answer.accountingKey, provider: 'fake' });
    expect(debit!.idempotencyKey).toBeNull();
  });

  it('passes the request fields to the provider, but not the service tier', async () => {
    const gw = await open();
    const body = translateBody({
      format: 'html',
      tone: 'formal',
      customPrompt: 'Keep it short.',
      glossaryTerms: { Oak: 'Eiche', ACME: null },
      serviceTier: 'quality',
      idempotencyKey: 'key-1',
    });
    expect((await gw.translate(body)).statusCode).toBe(200);
    expect(gw.provider.requests).toEqual([
      {
        texts: ['Oak table', 'Blue chair'],
        sourceLocale: 'en-GB',
        targetLocale: 'de-DE',
        format: 'html',
        tone: 'formal',
        customPrompt: 'Keep it short.',
        glossaryTerms: { Oak: 'Eiche', ACME: null },
        serviceTier: null,
        idempotencyKey: 'key-1',
        contentType: 'product',
        traceId: 'job-1',
      },
    ]);
  });

  it('counts credits per tier (speed 1, balanced 2, quality 4; null is balanced) and code points, not UTF-16 units', async () => {
    const gw = await open();
    const texts = ['😀 ab']; // 4 code points, 5 UTF-16 units
    const answers = [];
    for (const serviceTier of ['speed', 'balanced', 'quality', null]) {
      const response = await gw.translate(translateBody({ texts, serviceTier }));
      expect(response.statusCode).toBe(200);
      answers.push(response.json());
    }
    expect(answers.map((answer) => [answer.serviceTier, answer.characters, answer.multiplier, answer.credits])).toEqual([
      ['speed', 4, 1, 4],
      ['balanced', 4, 2, 8],
      ['quality', 4, 4, 16],
      ['balanced', 4, 2, 8],
    ]);
    expect(answers.at(-1).quota.used).toBe(36);
    expect((await gw.quota()).json()).toEqual({ plan: 'growth', period: '2026-03', limit: 2_000_000, used: 36, remaining: 1_999_964 });
  });

  it('routes each tier to its configured provider', async () => {
    const fast = new ScriptedProvider('fast_one');
    const careful = new ScriptedProvider('careful_one');
    gateway = await createGateway({ providers: [fast, careful], tierProviders: { speed: 'fast_one', balanced: 'fast_one', quality: 'careful_one' } });
    await gateway.translate(translateBody({ serviceTier: 'speed' }));
    await gateway.translate(translateBody({ serviceTier: 'quality' }));
    expect(fast.requests).toHaveLength(1);
    expect(careful.requests).toHaveLength(1);
    expect((await gateway.debits()).map((debit) => [debit.serviceTier, debit.provider])).toEqual([
      ['speed', 'fast_one'],
      ['quality', 'careful_one'],
    ]);
  });

  it('answers empty texts with an empty answer, 0 credits and no debit', async () => {
    const gw = await open();
    const response = await gw.translate(translateBody({ texts: [], idempotencyKey: 'empty' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      texts: [],
      characters: 0,
      credits: 0,
      multiplier: 2,
      serviceTier: 'balanced',
      accountingKey: null,
      quota: { plan: 'growth', period: '2026-03', limit: 2_000_000, used: 0, remaining: 2_000_000 },
    });
    expect(gw.provider.requests).toHaveLength(0);
    expect(await gw.debits()).toHaveLength(0);
  });

  it('fills defaults for fields left out of the body', async () => {
    const gw = await open();
    const response = await gw.translate({ texts: ['Oak'], sourceLocale: 'en-GB', targetLocale: 'fr-FR' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ texts: ['[fr] Oak'], serviceTier: 'balanced', credits: 6 });
    expect(gw.provider.requests[0]).toMatchObject({ format: 'text', tone: null, glossaryTerms: {}, idempotencyKey: null });
  });

  it.each([
    ['texts missing', { texts: undefined }],
    ['texts not a list', { texts: 'Oak' }],
    ['texts not strings', { texts: ['Oak', 3] }],
    ['more than 100 texts', { texts: Array.from({ length: 101 }, () => 'a') }],
    ['more than 100,000 bytes', { texts: ['ä'.repeat(50_001)] }],
    ['unknown format', { format: 'markdown' }],
    ['unknown tier', { serviceTier: 'turbo' }],
    ['bad source locale', { sourceLocale: 'english!' }],
    ['missing target locale', { targetLocale: undefined }],
    ['glossary not an object', { glossaryTerms: ['Oak'] }],
    ['glossary translation not a string', { glossaryTerms: { Oak: 1 } }],
    ['empty idempotency key', { idempotencyKey: '' }],
    ['tone not a string', { tone: 5 }],
  ])('answers 400 invalid_request for %s, translating and debiting nothing', async (_name, overrides) => {
    const gw = await open();
    const response = await gw.translate(translateBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_request', message: expect.any(String) } });
    expect(gw.provider.requests).toHaveLength(0);
    expect(await gw.debits()).toHaveLength(0);
  });

  it('accepts exactly 100 texts and 100,000 bytes', async () => {
    const gw = await open();
    expect((await gw.translate(translateBody({ texts: Array.from({ length: 100 }, () => 'a') }))).statusCode).toBe(200);
    expect((await gw.translate(translateBody({ texts: ['ä'.repeat(50_000)] }))).statusCode).toBe(200);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const gw = await open();
    const headers = { authorization: `Bearer ${gw.token}`, 'content-type': 'application/json' };
    for (const payload of ['{bad', '[1,2]', '"text"']) {
      const response = await gw.app.inject({ method: 'POST', url: '/v1/translate', headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_request');
    }
  });

  it('splits texts beyond the provider limits into several provider calls, one debit', async () => {
    const small = new ScriptedProvider('small', { maxBatchSize: 3, maxChunkBytes: 100_000 });
    gateway = await createGateway({ providers: [small] });
    const texts = Array.from({ length: 7 }, (_, index) => `text ${index}`);
    const response = await gateway.translate(translateBody({ texts }));
    expect(response.json().texts).toEqual(texts.map((text) => `[de] ${text}`));
    expect(small.requests.map((request) => request.texts.length)).toEqual([3, 3, 1]);
    expect(await gateway.debits()).toHaveLength(1);
  });
});

describe('quota', () => {
  it('answers 402 quota_exceeded when the debit would exceed the remaining credits, translating and debiting nothing', async () => {
    const gw = await open({ plan: 'starter' });
    // 249,990 characters × 2 = 499,980 credits, in three requests under the byte limit.
    for (const length of [90_000, 90_000, 69_990]) {
      expect((await gw.translate(translateBody({ texts: ['a'.repeat(length)] }))).statusCode).toBe(200);
    }
    const calls = gw.provider.requests.length;
    const rejected = await gw.translate(translateBody({ texts: ['a'.repeat(11)], idempotencyKey: 'too-much' }));
    expect(rejected.statusCode).toBe(402);
    expect(rejected.json()).toEqual({
      error: {
        code: 'quota_exceeded',
        message: expect.any(String),
        quota: { plan: 'starter', period: '2026-03', limit: 500_000, used: 499_980, remaining: 20 },
      },
    });
    expect(gw.provider.requests).toHaveLength(calls);
    expect(await gw.debits()).toHaveLength(3);

    // Exactly the remaining credits still fit; after that nothing does.
    expect((await gw.translate(translateBody({ texts: ['a'.repeat(10)] }))).json().quota).toMatchObject({ used: 500_000, remaining: 0 });
    expect((await gw.translate(translateBody({ texts: ['a'], serviceTier: 'speed' }))).statusCode).toBe(402);
    // A 402 is not stored: the same key runs once credits are back (next month).
    gw.now.value = new Date('2026-04-01T00:00:00.000Z');
    const later = await gw.translate(translateBody({ texts: ['a'.repeat(11)], idempotencyKey: 'too-much' }));
    expect(later.statusCode).toBe(200);
    expect(later.json().quota).toMatchObject({ period: '2026-04', used: 22 });
  });

  it('starts a new period each UTC month and keeps the old one', async () => {
    const gw = await open();
    gw.now.value = new Date('2026-01-31T23:59:59.999Z');
    const january = await gw.translate(translateBody({ texts: ['abcde'], idempotencyKey: 'jan' }));
    expect(january.json().quota).toEqual({ plan: 'growth', period: '2026-01', limit: 2_000_000, used: 10, remaining: 1_999_990 });

    gw.now.value = new Date('2026-02-01T00:00:00.000Z');
    expect((await gw.quota()).json()).toEqual({ plan: 'growth', period: '2026-02', limit: 2_000_000, used: 0, remaining: 2_000_000 });
    const february = await gw.translate(translateBody({ texts: ['abc'] }));
    expect(february.json().quota).toMatchObject({ period: '2026-02', used: 6 });

    // A January key replays its January answer in February, debiting nothing.
    const replay = await gw.translate(translateBody({ texts: ['abcde'], idempotencyKey: 'jan' }));
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.body).toBe(january.body);
    expect((await gw.quota()).json().used).toBe(6);
    expect((await gw.debits()).map((debit) => [debit.period, debit.credits])).toEqual([
      ['2026-01', 10],
      ['2026-02', 6],
    ]);
  });

  it('reserves credits under concurrency: parallel requests never spend more than the plan', async () => {
    const gw = await open({ plan: 'starter' });
    gw.provider.behaviour = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return undefined;
    };
    // 10 × 60,000 credits against 500,000: 8 fit.
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => gw.translate(translateBody({ texts: ['a'.repeat(30_000)], idempotencyKey: `parallel-${index}` }))),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(8);
    expect(responses.filter((response) => response.statusCode === 402)).toHaveLength(2);
    expect((await gw.quota()).json()).toMatchObject({ used: 480_000, remaining: 20_000 });
  });
});

describe('unknown routes', () => {
  it('answers 404 not_found in the error shape', async () => {
    const gw = await open();
    const response = await gw.app.inject({ method: 'GET', url: '/v2/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
