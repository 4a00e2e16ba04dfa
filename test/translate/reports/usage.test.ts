import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../../src/host/db/ids.js';
import { recordUsage } from '../../../src/translate/engine/usage-accounting.js';
import { Cost } from '../../../src/translate/providers/contract.js';
import { parseMonths, usagePeriods, usageReport } from '../../../src/translate/use-cases/usage.js';
import { createHarness, type Harness } from '../../support/harness.js';

/**
 * GET /usage (docs/reports.md): `months` clamped to 1..36 (default 6), UTC
 * months newest first, every month of the window present, each provider's counters and its cost rounded
 * to six decimals. "Now" is the clock: the HTTP tests fake Date, the service takes it as an argument.
 */

const URL = '/api/_action/ext-translate/usage';

interface UsageRow {
  period: string;
  providerId: string;
  characters?: number;
  inputTokens?: number;
  outputTokens?: number;
  requests?: number;
  costAmount?: number;
  costCurrency?: string;
}

async function addUsage(h: Harness, row: UsageRow): Promise<void> {
  await h.host.database.db
    .insertInto('ext_translate_usage')
    .values({
      id: newId(),
      characters: 0,
      inputTokens: 0,
      outputTokens: 0,
      requests: 1,
      costAmount: 0,
      costCurrency: 'USD',
      createdAt: new Date().toISOString(),
      ...row,
    })
    .execute();
}

function usage(characters: number, inputTokens: number, outputTokens: number, requests: number, amount: number, currency: string) {
  return { characters, inputTokens, outputTokens, requests, cost: { amount, currency } };
}

/** Fakes only Date (no timers): the request runs as at this moment. */
function at(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('GET /usage', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness();
    await addUsage(h, { period: '2025-02', providerId: 'mt_primary', characters: 1200, requests: 3, costAmount: 0.024, costCurrency: 'EUR' });
    await addUsage(h, {
      period: '2025-02',
      providerId: 'llm_1',
      characters: 900,
      inputTokens: 450,
      outputTokens: 520,
      requests: 2,
      costAmount: 0.0012345678,
      costCurrency: 'USD',
    });
    await addUsage(h, { period: '2025-01', providerId: 'custom_x', characters: 10, requests: 1, costAmount: 0 });
    await addUsage(h, { period: '2024-12', providerId: 'mt_secondary', characters: 77, requests: 1, costAmount: 0.00154, costCurrency: 'USD' });
    await addUsage(h, { period: '2024-09', providerId: 'mt_primary', characters: 5, requests: 1, costAmount: 0.0001, costCurrency: 'EUR' });
    // Outside every window asked below: a future month and one four years back.
    await addUsage(h, { period: '2025-03', providerId: 'mt_primary', characters: 99 });
    await addUsage(h, { period: '2021-02', providerId: 'mt_primary', characters: 99 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => h?.close());

  async function months(query = ''): Promise<{ period: string; providers: Record<string, unknown> }[]> {
    const response = await h.request('GET', `${URL}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().months;
  }

  it('answers the last 6 UTC months by default, newest first, every month present, across a year boundary', async () => {
    at('2025-02-10T12:00:00Z');
    expect(await months()).toEqual([
      {
        period: '2025-02',
        providers: {
          llm_1: usage(900, 450, 520, 2, 0.001235, 'USD'),
          mt_primary: usage(1200, 0, 0, 3, 0.024, 'EUR'),
        },
      },
      { period: '2025-01', providers: { custom_x: usage(10, 0, 0, 1, 0, 'USD') } },
      { period: '2024-12', providers: { mt_secondary: usage(77, 0, 0, 1, 0.00154, 'USD') } },
      { period: '2024-11', providers: {} },
      { period: '2024-10', providers: {} },
      { period: '2024-09', providers: { mt_primary: usage(5, 0, 0, 1, 0.0001, 'EUR') } },
    ]);
  });

  it('lists the providers of a month in id order', async () => {
    at('2025-02-10T12:00:00Z');
    expect(Object.keys((await months('?months=1'))[0]!.providers)).toEqual(['llm_1', 'mt_primary']);
  });

  it('clamps months to 1..36, floors decimals and takes 6 for anything not a number', async () => {
    at('2025-02-28T23:59:59Z');
    const cases: [string, number][] = [
      ['?months=1', 1],
      ['?months=3', 3],
      ['?months=0', 1],
      ['?months=-4', 1],
      ['?months=36', 36],
      ['?months=37', 36],
      ['?months=1000', 36],
      ['?months=2.9', 2],
      ['?months=0.5', 1],
      ['?months=%2012%20', 12],
      ['?months=abc', 6],
      ['?months=', 6],
      ['?months=3abc', 6],
      ['?months=4&months=9', 4],
      ['', 6],
    ];
    for (const [query, count] of cases) {
      const answer = await months(query);
      expect(answer.length, query).toBe(count);
      expect(answer[0]?.period, query).toBe('2025-02');
    }
  });

  it('spans three calendar years with 36 months: each month once, consecutive, newest first', async () => {
    at('2025-02-10T12:00:00Z');
    const periods = (await months('?months=36')).map((month) => month.period);
    expect(periods[0]).toBe('2025-02');
    expect(periods.at(-1)).toBe('2022-03');
    expect(new Set(periods).size).toBe(36);
    expect(periods.filter((period) => period.startsWith('2024'))).toHaveLength(12);
    expect([...periods].sort().reverse()).toEqual(periods);
  });

  it('counts what the engine records in the current month', async () => {
    at('2026-07-15T08:00:00Z');
    await recordUsage(h.host.database.db, {
      jobId: null,
      providerId: 'llm_2',
      result: { characters: 40, inputTokens: 30, outputTokens: 20, cost: new Cost(0.5, 'USD'), accountingKey: null },
    });
    await recordUsage(h.host.database.db, {
      jobId: null,
      providerId: 'llm_2',
      result: { characters: 2, inputTokens: 3, outputTokens: 4, cost: new Cost(0.25, 'USD'), accountingKey: null },
    });
    expect(await months('?months=2')).toEqual([
      { period: '2026-07', providers: { llm_2: usage(42, 33, 24, 2, 0.75, 'USD') } },
      { period: '2026-06', providers: {} },
    ]);
  });

  it('returns the cost a job and a month accumulate rounded to six decimals, in GET /usage and in the entity API', async () => {
    at('2026-09-15T08:00:00Z');
    const db = h.host.database.db;
    const jobId = newId();
    await db
      .insertInto('ext_translate_job')
      .values({ id: jobId, status: 'running', providerId: 'llm_3', config: '{}', sourceLanguageId: null, targetLanguageIds: '[]', createdBy: null, createdAt: new Date().toISOString() })
      .execute();
    // Three calls whose costs sum to a binary fraction: 0.1 + 0.2 + 0.00432 is 0.30432000000000003 in doubles.
    for (const amount of [0.1, 0.2, 0.00432]) {
      await recordUsage(db, { jobId, providerId: 'llm_3', result: { characters: 10, inputTokens: 0, outputTokens: 0, cost: new Cost(amount, 'EUR'), accountingKey: null } });
    }
    const stored = await db.selectFrom('ext_translate_job').select('costAmount').where('id', '=', jobId).executeTakeFirstOrThrow();
    const month = await db.selectFrom('ext_translate_usage').select(['id', 'costAmount']).where('period', '=', '2026-09').where('providerId', '=', 'llm_3').executeTakeFirstOrThrow();
    // The database holds the sum as it is: what the API rounds.
    expect(Number(stored.costAmount)).toBe(0.1 + 0.2 + 0.00432);
    expect(Number(month.costAmount)).toBe(0.1 + 0.2 + 0.00432);
    expect(0.1 + 0.2 + 0.00432).not.toBe(0.30432);

    const job = (await h.request('GET', `/api/ext-translate-job/${jobId}`)).json().data as { costAmount: number; costCurrency: string };
    expect(job).toMatchObject({ costAmount: 0.30432, costCurrency: 'EUR' });
    const listed = (await h.request('POST', '/api/search/ext-translate-job', { body: { ids: [jobId] } })).json().data as { costAmount: number }[];
    expect(listed.map((row) => row.costAmount)).toEqual([0.30432]);
    const monthRow = (await h.request('GET', `/api/ext-translate-usage/${month.id}`)).json().data as { costAmount: number };
    expect(monthRow.costAmount).toBe(0.30432);
    expect((await months('?months=1'))[0]!.providers.llm_3).toEqual(usage(30, 0, 0, 3, 0.30432, 'EUR'));
  });

  it('shows the monthly budgets and whether the current month has reached them', async () => {
    at('2026-08-15T08:00:00Z');
    await recordUsage(h.host.database.db, {
      jobId: null,
      providerId: 'llm_2',
      result: { characters: 42, inputTokens: 3, outputTokens: 4, cost: new Cost(0.25, 'USD'), accountingKey: null },
    });
    const setting = 'ExtTranslate.config.monthlyBudgets';
    const saved = await h.request('POST', '/api/_action/system-config', { body: { [setting]: { llm_2: { characters: 42 }, mt_primary: { amount: 5 }, llm_1: { characters: 43, amount: 0.25 } } } });
    expect(saved.statusCode, saved.body).toBe(204);
    try {
      const response = await h.request('GET', `${URL}?months=1`);
      expect(response.statusCode).toBe(200);
      expect(response.json().budgets).toEqual({
        llm_2: { characters: 42, reached: true },
        mt_primary: { amount: 5, reached: false },
        llm_1: { characters: 43, amount: 0.25, reached: false },
      });
    } finally {
      await h.request('POST', '/api/_action/system-config', { body: { [setting]: null } });
    }
  });

  it('needs ext_translate.viewer: 401 without a token, 403 without the privilege, 200 for viewer and editor', async () => {
    const [viewer, editor, other] = await Promise.all([
      h.tokenWithPrivileges(['ext_translate.viewer']),
      h.tokenWithPrivileges(['ext_translate.editor']),
      h.tokenWithPrivileges(['ext_translate_usage:read']),
    ]);
    const anonymous = await h.request('GET', URL, { token: null });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].code).toBe('FRAMEWORK__UNAUTHORIZED');
    const forbidden = await h.request('GET', URL, { token: other });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors[0]).toMatchObject({ code: 'FRAMEWORK__MISSING_PRIVILEGE_ERROR', detail: 'Missing privilege(s): ext_translate.viewer.' });
    expect((await h.request('GET', URL, { token: viewer })).statusCode).toBe(200);
    expect((await h.request('GET', URL, { token: editor })).statusCode).toBe(200);
  });
});

describe('usage months', () => {
  it('takes the UTC month of "now", whatever the offset it was written with', () => {
    expect(usagePeriods(3, new Date('2024-12-31T23:30:00-05:00'))).toEqual(['2025-01', '2024-12', '2024-11']);
    expect(usagePeriods(3, new Date('2025-01-01T00:30:00+02:00'))).toEqual(['2024-12', '2024-11', '2024-10']);
    expect(usagePeriods(14, new Date('2025-01-31T12:00:00Z'))).toEqual([
      '2025-01',
      '2024-12',
      '2024-11',
      '2024-10',
      '2024-09',
      '2024-08',
      '2024-07',
      '2024-06',
      '2024-05',
      '2024-04',
      '2024-03',
      '2024-02',
      '2024-01',
      '2023-12',
    ]);
  });

  it('parses the months parameter as the route does', () => {
    expect(parseMonths(undefined)).toBe(6);
    expect(parseMonths('7')).toBe(7);
    expect(parseMonths(['2', '9'])).toBe(2);
    expect(parseMonths('Infinity')).toBe(6);
    expect(parseMonths('1e1')).toBe(10);
    expect(parseMonths(40)).toBe(36);
  });

  it('takes "now" as an argument', async () => {
    const h = await createHarness();
    try {
      await addUsage(h, { period: '2023-12', providerId: 'mt_primary', characters: 8 });
      const report = await usageReport(h.host.database.db, 2, new Date('2024-01-05T00:00:00Z'));
      expect(report).toEqual([
        { period: '2024-01', providers: {} },
        { period: '2023-12', providers: { mt_primary: usage(8, 0, 0, 1, 0, 'USD') } },
      ]);
    } finally {
      await h.close();
    }
  });
});
