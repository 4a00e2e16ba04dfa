import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_LEASE_MS } from '../../src/gateway/metering.js';
import { parseTranslateRequest, requestHash } from '../../src/gateway/translate-request.js';
import { ProviderException } from '../../src/translate/providers/contract.js';
import { createGateway, delay, START, translateBody, type GatewayUnderTest, closeGateways } from './support.js';

/** Idempotent debits: replays, conflicts, failures that are not stored, and concurrent requests. */

let gateway: GatewayUnderTest | null = null;

async function open(): Promise<GatewayUnderTest> {
  gateway = await createGateway();
  return gateway;
}

/** A pending reservation as another gateway process would have left it. */
async function insertPendingDebit(gw: GatewayUnderTest, body: Record<string, unknown>, row: { id: string; accountingKey: string; at: string }): Promise<void> {
  await gw.app.gateway.db
    .insertInto('gateway_debit')
    .values({
      id: row.id,
      licenseId: gw.licenseId,
      period: '2026-03',
      idempotencyKey: body.idempotencyKey as string,
      requestHash: requestHash(parseTranslateRequest(body)),
      state: 'pending',
      serviceTier: 'balanced',
      provider: 'fake',
      response: null,
      credits: 38,
      characters: 19,
      accountingKey: row.accountingKey,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .execute();
}

afterEach(async () => {
  // Every gateway the test opened, not only the last one, so that no test schema is left behind.
  await closeGateways();
  gateway = null;
});

describe('idempotent replay', () => {
  it('replays the first answer byte for byte with Idempotent-Replay: true and never debits again', async () => {
    const gw = await open();
    const body = translateBody({ idempotencyKey: 'chunk-1' });
    const first = await gw.translate(body);
    expect(first.statusCode).toBe(200);
    const second = await gw.translate(body);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.body).toBe(first.body);
    expect(gw.provider.requests).toHaveLength(1);
    const debits = await gw.debits();
    expect(debits).toHaveLength(1);
    expect(debits[0]!.accountingKey).toBe(first.json().accountingKey);
    expect((await gw.quota()).json().used).toBe(first.json().credits);
  });

  it('replays also when only the metadata (traceId, contentType) differs', async () => {
    const gw = await open();
    const first = await gw.translate(translateBody({ idempotencyKey: 'k', traceId: 'job-1', contentType: 'product' }));
    const second = await gw.translate(translateBody({ idempotencyKey: 'k', traceId: 'job-2', contentType: null }));
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.body).toBe(first.body);
  });

  it('debits every call that has no idempotencyKey', async () => {
    const gw = await open();
    const first = (await gw.translate(translateBody())).json();
    const second = (await gw.translate(translateBody())).json();
    expect(second.accountingKey).not.toBe(first.accountingKey);
    expect(await gw.debits()).toHaveLength(2);
    expect(second.quota.used).toBe(first.credits * 2);
  });

  it('scopes keys per license', async () => {
    const gw = await open();
    const other = await gw.app.gateway.createLicense({ plan: 'starter' });
    const mine = await gw.translate(translateBody({ idempotencyKey: 'shared' }));
    const theirs = await gw.translate(translateBody({ idempotencyKey: 'shared' }), other.token);
    expect(theirs.headers['idempotent-replay']).toBeUndefined();
    expect(theirs.json().accountingKey).not.toBe(mine.json().accountingKey);
    expect(theirs.json().quota.plan).toBe('starter');
    expect(await gw.debits()).toHaveLength(2);
  });
});

describe('idempotency conflicts', () => {
  it.each([
    ['other texts', { texts: ['Other'] }],
    ['another tier', { serviceTier: 'quality' }],
    ['another target', { targetLocale: 'fr-FR' }],
    ['another glossary', { glossaryTerms: { Oak: 'Eiche' } }],
  ])('answers 409 idempotency_conflict for a key reused with %s', async (_name, overrides) => {
    const gw = await open();
    await gw.translate(translateBody({ idempotencyKey: 'k' }));
    const response = await gw.translate(translateBody({ idempotencyKey: 'k', ...overrides }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'idempotency_conflict', message: expect.any(String) } });
    expect(gw.provider.requests).toHaveLength(1);
    expect(await gw.debits()).toHaveLength(1);
  });

  it('treats glossary order and an explicit balanced tier as the same request', async () => {
    const gw = await open();
    const first = await gw.translate(translateBody({ idempotencyKey: 'k', serviceTier: null, glossaryTerms: { a: 'x', b: null } }));
    const second = await gw.translate(translateBody({ idempotencyKey: 'k', serviceTier: 'balanced', glossaryTerms: { b: null, a: 'x' } }));
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const gw = await open();
    let release: () => void = () => {};
    gw.provider.behaviour = () => new Promise((resolve) => (release = () => resolve(undefined)));
    const first = gw.translate(translateBody({ idempotencyKey: 'k' }));
    await delay(50);
    const conflicting = await gw.translate(translateBody({ idempotencyKey: 'k', texts: ['Other'] }));
    expect(conflicting.statusCode).toBe(409);
    release();
    expect((await first).statusCode).toBe(200);
  });
});

describe('failed attempts', () => {
  it('does not store a failed attempt: the same key runs again and debits once', async () => {
    const gw = await open();
    gw.provider.behaviour = (_request, call) => {
      if (call === 1) throw new ProviderException('The service is busy.', true);
      return undefined;
    };
    const failed = await gw.translate(translateBody({ idempotencyKey: 'k' }));
    expect(failed.statusCode).toBe(502);
    expect(await gw.debits()).toHaveLength(0);
    const retried = await gw.translate(translateBody({ idempotencyKey: 'k' }));
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replay']).toBeUndefined();
    expect(await gw.debits()).toHaveLength(1);
  });
});

describe('concurrent requests with one key', () => {
  it('20 requests at once: exactly one translation and one debit, the others replay', async () => {
    const gw = await open();
    gw.provider.behaviour = async () => {
      await delay(100);
      return undefined;
    };
    const body = translateBody({ idempotencyKey: 'same' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => gw.translate(body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses.filter((response) => response.headers['idempotent-replay'] === 'true')).toHaveLength(19);
    expect(gw.provider.requests).toHaveLength(1);
    const debits = await gw.debits();
    expect(debits).toHaveLength(1);
    expect(debits[0]!.accountingKey).toBe(responses[0]!.json().accountingKey);
    expect((await gw.quota()).json().used).toBe(debits[0]!.credits);
  });

  it('when the first of them fails, one waiter runs itself and the rest replay its answer', async () => {
    const gw = await open();
    gw.provider.behaviour = async (_request, call) => {
      await delay(50);
      if (call === 1) throw new ProviderException('The service is busy.', true);
      return undefined;
    };
    const body = translateBody({ idempotencyKey: 'same' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => gw.translate(body)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 502)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    expect(responses.filter((response) => response.headers['idempotent-replay'] === 'true')).toHaveLength(18);
    expect(gw.provider.requests).toHaveLength(2);
    expect(await gw.debits()).toHaveLength(1);
  });

  it('waits for a request in flight in another process (a pending row) and runs once that is released', async () => {
    const gw = await open();
    const body = translateBody({ idempotencyKey: 'elsewhere' });
    const timestamp = START.toISOString();
    await insertPendingDebit(gw, body, { id: 'f'.repeat(32), accountingKey: '00000000-0000-4000-8000-000000000001', at: timestamp });
    const waiting = gw.translate(body);
    await delay(150);
    expect(gw.provider.requests).toHaveLength(0);
    // The other process failed: its reservation goes away, and the waiting request runs itself.
    await gw.app.gateway.db.deleteFrom('gateway_debit').where('id', '=', 'f'.repeat(32)).execute();
    const response = await waiting;
    expect(response.statusCode).toBe(200);
    expect(response.headers['idempotent-replay']).toBeUndefined();
    expect(gw.provider.requests).toHaveLength(1);
    expect(await gw.debits()).toHaveLength(1);
  });

  it('takes over a pending reservation whose process died (older than the lease)', async () => {
    const gw = await open();
    const body = translateBody({ idempotencyKey: 'orphan' });
    const stale = new Date(START.getTime() - PENDING_LEASE_MS - 1).toISOString();
    await insertPendingDebit(gw, body, { id: 'e'.repeat(32), accountingKey: '00000000-0000-4000-8000-000000000002', at: stale });
    const response = await gw.translate(body);
    expect(response.statusCode).toBe(200);
    const debits = await gw.debits();
    expect(debits).toHaveLength(1);
    expect(debits[0]!.accountingKey).toBe(response.json().accountingKey);
    expect(debits[0]!.accountingKey).not.toBe('00000000-0000-4000-8000-000000000002');
  });
});
