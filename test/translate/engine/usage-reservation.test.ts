import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { BudgetReachedException } from '../../../src/translate/engine/budgets.js';
import { type UsageReservation, requestCharacters, reserveUsage, reserveUsages, settleUsage, settleUsages, usagePeriod, UsageTransactions } from '../../../src/translate/engine/usage-accounting.js';
import { Cost, createProviderResult, ProviderException } from '../../../src/translate/providers/contract.js';
import { createHarness, dialect, type Harness } from '../../support/harness.js';
import { createJob, readJob, startTestWorker, waitForJob } from '../../support/jobs.js';
import { ScriptedProvider } from '../../support/scripted-provider.js';
import { StatementCounter } from '../../support/statement-counter.js';

/**
 * Usage reserved before a provider call and settled after it (docs/operations.md "Usage accounting"):
 * a worker killed while its call is in flight has already committed the call's characters.
 */
describe(`usage reservations on ${dialect}`, () => {
  let h: Harness;
  const provider = new ScriptedProvider('reserved');

  beforeAll(async () => {
    h = await createHarness();
    h.app.providers.register(provider);
    await startTestWorker(h);
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => {
    provider.behaviour = null;
    provider.requests.length = 0;
  });

  async function monthUsage(providerId: string) {
    return h.host.database.db
      .selectFrom('ext_translate_usage')
      .select(['characters', 'inputTokens', 'outputTokens', 'requests', 'costAmount', 'costCurrency'])
      .where('providerId', '=', providerId)
      .where('period', '=', usagePeriod())
      .executeTakeFirst();
  }

  async function reservations(providerId: string) {
    return h.host.database.db.selectFrom('ext_translate_usage_reservation').selectAll().where('providerId', '=', providerId).execute();
  }

  async function product(name: string): Promise<string> {
    const response = await h.request('POST', '/api/product?_response=detail', { body: { productNumber: `R-${randomBytes(5).toString('hex')}`, name } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  }

  it('commits the characters of a call before it is made, and settles them with its report after', async () => {
    const name = 'Grüne Öllampe 🪔';
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered: () => void = () => {};
    const inCall = new Promise<void>((resolve) => (entered = resolve));
    provider.behaviour = async (request) => {
      entered();
      await gate;
      return createProviderResult({
        texts: request.texts.map((text) => ScriptedProvider.translateText(text, request.targetLocale)),
        characters: 40,
        inputTokens: 12,
        outputTokens: 15,
        cost: new Cost(0.25, 'EUR'),
      });
    };
    const jobId = await createJob(h, { entities: [{ name: 'product', ids: [await product(name)] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'reserved', options: { mode: 'all' } });
    await inCall;

    // What a SIGKILL now would leave: the call's characters, committed, and its reservation.
    const reserved = requestCharacters([name]);
    expect(reserved).toBe(15);
    expect(await monthUsage('reserved')).toMatchObject({ characters: reserved, requests: 0, inputTokens: 0, outputTokens: 0 });
    expect((await readJob(h, jobId)).characters).toBe(reserved);
    const pending = await reservations('reserved');
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ jobId, characters: reserved, period: usagePeriod() });
    expect(pending[0]!.requestKey).toMatch(/:0$/);

    release();
    const job = await waitForJob(h, jobId);
    expect(job).toMatchObject({ status: 'completed', characters: 40, inputTokens: 12, outputTokens: 15, costAmount: 0.25, costCurrency: 'EUR' });
    expect(await monthUsage('reserved')).toMatchObject({ characters: 40, requests: 1, inputTokens: 12, outputTokens: 15, costCurrency: 'EUR' });
    expect(Number((await monthUsage('reserved'))!.costAmount)).toBeCloseTo(0.25, 9);
    expect(await reservations('reserved')).toEqual([]);
  });

  it('takes the reservation back when the call fails without being billed, and keeps what a failed call reports', async () => {
    const unbilled = new ScriptedProvider('unbilled');
    h.app.providers.register(unbilled);
    unbilled.behaviour = () => {
      throw new ProviderException('The upstream refused the request.', false, null, 0, true, false);
    };
    const failed = await waitForJob(
      h,
      await createJob(h, { entities: [{ name: 'product', ids: [await product('Refused chair')] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'unbilled', options: { mode: 'all' } }),
    );
    expect(failed).toMatchObject({ status: 'completed_with_errors', characters: 0 });
    expect(await monthUsage('unbilled')).toMatchObject({ characters: 0, requests: 0 });
    expect(await reservations('unbilled')).toEqual([]);

    const billed = new ScriptedProvider('billedfail');
    h.app.providers.register(billed);
    billed.behaviour = () => {
      const error = new ProviderException('The upstream answered, then failed.', false, null, 0, true, false);
      error.usage = { characters: 9, inputTokens: 3, outputTokens: 0, cost: new Cost(0.01), accountingKey: null };
      throw error;
    };
    const job = await waitForJob(
      h,
      await createJob(h, { entities: [{ name: 'product', ids: [await product('Billed stool')] }], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'billedfail', options: { mode: 'all' } }),
    );
    expect(job).toMatchObject({ status: 'completed_with_errors', characters: 9, inputTokens: 3 });
    expect(await monthUsage('billedfail')).toMatchObject({ characters: 9, requests: 1, inputTokens: 3 });
    expect(await reservations('billedfail')).toEqual([]);
  });

  it('settles a reservation once, and takes it back for an accounting key recorded before', async () => {
    const { db } = h.host.database;
    const key = randomUUID();
    const report = { characters: 7, inputTokens: 0, outputTokens: 0, cost: new Cost(0.07), accountingKey: key };
    const first = await reserveUsage(db, { jobId: null, providerId: 'keyed', texts: ['Lampe', 'Tisch'], requestKey: null });
    expect(await monthUsage('keyed')).toMatchObject({ characters: 10, requests: 0 });
    expect(await settleUsage(db, first, report)).toBe(true);
    expect(await settleUsage(db, first, report)).toBe(false);
    expect(await monthUsage('keyed')).toMatchObject({ characters: 7, requests: 1 });

    // A redelivered message's call reporting the same debit: counted before, so only taken back.
    const again = await reserveUsage(db, { jobId: null, providerId: 'keyed', texts: ['Lampe'], requestKey: null });
    expect(await monthUsage('keyed')).toMatchObject({ characters: 12, requests: 1 });
    expect(await settleUsage(db, again, report)).toBe(false);
    expect(await monthUsage('keyed')).toMatchObject({ characters: 7, requests: 1 });
    expect(Number((await monthUsage('keyed'))!.costAmount)).toBeCloseTo(0.07, 9);
    expect(await reservations('keyed')).toEqual([]);
  });

  it('reservations and reports of calls made together share a transaction, with the outcome of one after the other', async () => {
    const { db } = h.host.database;
    // Two jobs that have ended (the worker runs them), so that only the calls below change their totals.
    const ended = async () => (await waitForJob(h, await createJob(h, { entities: ['product'], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'reserved' }))).id;
    const jobs = [await ended(), await ended()];
    const before = await Promise.all(jobs.map((jobId) => readJob(h, jobId)));
    // Five calls at once, of two jobs and two providers: they reach the database as one group.
    const calls = [
      { jobId: jobs[0]!, providerId: 'grouped_a', texts: ['Lampe'] },
      { jobId: jobs[1]!, providerId: 'grouped_b', texts: ['Tisch', 'Stuhl'] },
      { jobId: jobs[0]!, providerId: 'grouped_b', texts: ['Schrank'] },
      { jobId: jobs[1]!, providerId: 'grouped_a', texts: ['Bett'] },
      { jobId: null, providerId: 'grouped_a', texts: ['Regal'] },
    ].map((call) => ({ ...call, requestKey: null }));
    const reserved = await Promise.all(calls.map((call) => reserveUsage(db, call)));
    expect(reserved.map((reservation) => reservation.characters)).toEqual([5, 10, 7, 4, 5]);
    expect(await monthUsage('grouped_a')).toMatchObject({ characters: 14, requests: 0 });
    expect(await monthUsage('grouped_b')).toMatchObject({ characters: 17, requests: 0 });
    expect((await reservations('grouped_a')).length + (await reservations('grouped_b')).length).toBe(5);
    const jobCharacters = async () => (await Promise.all(jobs.map((jobId) => readJob(h, jobId)))).map((job, index) => Number(job.characters) - Number(before[index]!.characters));
    expect(await jobCharacters()).toEqual([12, 14]);

    // Reported together: one report twice (only the first settles), two carrying the same accounting key (only the first counts).
    const key = randomUUID();
    const report = (characters: number, amount: number, accountingKey: string | null = null) => ({ characters, inputTokens: 1, outputTokens: 2, cost: new Cost(amount), accountingKey });
    const settled = await Promise.all([
      settleUsage(db, reserved[0]!, report(6, 0.5, key)),
      settleUsage(db, reserved[0]!, report(6, 0.5, key)),
      settleUsage(db, reserved[1]!, report(11, 0.25)),
      settleUsage(db, reserved[2]!, null),
      settleUsage(db, reserved[3]!, report(4, 0.125, key)),
      settleUsage(db, reserved[4]!, report(5, 0.5)),
    ]);
    expect(settled).toEqual([true, false, true, false, false, true]);
    expect(await monthUsage('grouped_a')).toMatchObject({ characters: 11, requests: 2, inputTokens: 2, outputTokens: 4 });
    expect(Number((await monthUsage('grouped_a'))!.costAmount)).toBeCloseTo(1, 9);
    expect(await monthUsage('grouped_b')).toMatchObject({ characters: 11, requests: 1, inputTokens: 1, outputTokens: 2 });
    expect(Number((await monthUsage('grouped_b'))!.costAmount)).toBeCloseTo(0.25, 9);
    expect(await jobCharacters()).toEqual([6, 11]);
    expect((await reservations('grouped_a')).length + (await reservations('grouped_b')).length).toBe(0);
  });

  it('a month row ends the same whether its reports were settled together or one after the other, costs in several currencies included', async () => {
    const { db } = h.host.database;
    // The row takes the currency of its first costed report and leaves out amounts in any other.
    const reports = [
      { characters: 3, amount: 0, currency: 'EUR' },
      { characters: 4, amount: 0.5, currency: 'USD' },
      { characters: 5, amount: 0.25, currency: 'EUR' },
      { characters: 6, amount: 0, currency: 'CHF' },
      { characters: 7, amount: 0.125, currency: 'USD' },
    ].map((entry) => ({ characters: entry.characters, inputTokens: 0, outputTokens: 0, cost: new Cost(entry.amount, entry.currency), accountingKey: null }));
    const reserve = (providerId: string) => reserveUsage(db, { jobId: null, providerId, texts: ['Tür'], requestKey: null });
    const oneByOne = [];
    for (const _report of reports) oneByOne.push(await reserve('settled_one_by_one'));
    for (const [index, report] of reports.entries()) await settleUsage(db, oneByOne[index]!, report);
    const together = await Promise.all(reports.map(() => reserve('settled_together')));
    await Promise.all(reports.map((report, index) => settleUsage(db, together[index]!, report)));
    const { costAmount: amount, ...counts } = (await monthUsage('settled_one_by_one'))!;
    expect(counts).toEqual({ characters: 25, inputTokens: 0, outputTokens: 0, requests: 5, costCurrency: 'USD' });
    expect(Number(amount)).toBeCloseTo(0.625, 9);
    const { costAmount: amountTogether, ...countsTogether } = (await monthUsage('settled_together'))!;
    expect(countsTogether).toEqual(counts);
    expect(Number(amountTogether)).toBeCloseTo(0.625, 9);
  });

  it('reservations and settlements of two processes at once, over shared providers and jobs, add up exactly', async () => {
    const { db } = h.host.database;
    const ended = async () => (await waitForJob(h, await createJob(h, { entities: ['product'], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'reserved' }))).id;
    const jobs = [await ended(), await ended(), await ended()];
    const before = await Promise.all(jobs.map((jobId) => readJob(h, jobId)));
    const providers = ['shared_c', 'shared_a', 'shared_b'];
    // Each process groups its own calls (one transaction or statement at a time); the two run side by
    // side, so their reservations and settlements take the same month and job rows at once, in every order.
    const processes = [new UsageTransactions(db), new UsageTransactions(db)];
    const calls = Array.from({ length: 120 }, (_, index) => ({
      process: processes[index % 2]!,
      call: { jobId: jobs[(index * 7) % 3]!, providerId: providers[(index * 5) % 3]!, texts: ['x'.repeat(1 + (index % 9))], requestKey: `stress:${index}` },
    }));
    const reserved = await Promise.all(calls.map(({ process, call }) => process.reserve(call)));
    const settled = await Promise.all(reserved.map((reservation, index) => calls[index]!.process.settle({ reservation: reservation as never, result: index % 4 === 0 ? null : { characters: 2, inputTokens: 0, outputTokens: 0, cost: new Cost(0), accountingKey: null } })));
    expect(settled.filter(Boolean)).toHaveLength(90);
    for (const providerId of providers) {
      // A settled call counts what it reported (2), one that failed unbilled nothing.
      const billed = calls.filter((entry, index) => entry.call.providerId === providerId && index % 4 !== 0).length;
      expect(await monthUsage(providerId)).toMatchObject({ characters: 2 * billed, requests: billed });
      expect(await reservations(providerId)).toEqual([]);
    }
    const after = await Promise.all(jobs.map((jobId) => readJob(h, jobId)));
    const expected = jobs.map((jobId) => 2 * calls.filter((entry, index) => entry.call.jobId === jobId && index % 4 !== 0).length);
    expect(after.map((job, index) => Number(job.characters) - Number(before[index]!.characters))).toEqual(expected);
  });

  it('a process’s reservations and settlements take turns: one usage statement at a time, and what arrives meanwhile joins the next group', async () => {
    const { db } = h.host.database;
    // Counts the statements in flight on the handle (from their compilation to their result), on PostgreSQL.
    const inFlight = { now: 0, most: 0, statements: 0 };
    const tracked = db.withPlugin({
      transformQuery: (args) => {
        inFlight.now += 1;
        inFlight.most = Math.max(inFlight.most, inFlight.now);
        inFlight.statements += 1;
        return args.node;
      },
      transformResult: async (args) => {
        inFlight.now -= 1;
        return args.result;
      },
    });
    const process = new UsageTransactions(tracked);
    const call = (index: number) => ({ jobId: null, providerId: 'turns', texts: [`Text ${index}`], requestKey: null });
    const first = await Promise.all([0, 1, 2].map((index) => process.reserve(call(index))));
    inFlight.most = 0;
    inFlight.statements = 0;
    // Settlements of the first calls and reservations of the next ones arrive together.
    const billed = { characters: 6, inputTokens: 0, outputTokens: 0, cost: new Cost(0), accountingKey: null };
    const [settled, next] = await Promise.all([
      Promise.all(first.map((reservation) => process.settle({ reservation: reservation as UsageReservation, result: billed }))),
      Promise.all([3, 4, 5].map((index) => process.reserve(call(index)))),
    ]);
    expect(settled).toEqual([true, true, true]);
    expect(next.map((reservation) => (reservation as UsageReservation).characters)).toEqual([6, 6, 6]);
    if (dialect === 'postgres') {
      // One statement for the three settlements, then one for the three reservations, never both at once.
      // (SQLite's usage statements are compiled once, executeCompiled, and pass no plugin's transformQuery;
      // its one connection runs one statement at a time anyway.)
      expect(inFlight.most).toBe(1);
      expect(inFlight.statements).toBe(2);
    }
    expect(await monthUsage('turns')).toMatchObject({ characters: 36, requests: 3 });
    await Promise.all(next.map((reservation) => process.settle({ reservation: reservation as UsageReservation, result: null })));
  });

  it('runs a reservation after every settlement asked for before it, so that an amount cap sees the cost of every call that ended', async () => {
    const process = new UsageTransactions(h.host.database.db);
    const budget = { amount: 1, providerLabel: 'Ordered' };
    const call = (index: number) => ({ jobId: null, providerId: 'ordered_settlements', texts: [`Text ${index}`], requestKey: null, budget });
    const report = (amount: number) => ({ characters: 6, inputTokens: 0, outputTokens: 0, cost: new Cost(amount, 'USD'), accountingKey: null });
    const [first, second] = (await Promise.all([process.reserve(call(1)), process.reserve(call(2))])) as UsageReservation[];
    // The first call's settlement is being written when the second call ends and a third starts (on
    // PostgreSQL; SQLite's driver may have written it by then, and the order holds all the same).
    const settledFirst = process.settle({ reservation: first!, result: report(0.5) });
    await new Promise((resolve) => setImmediate(resolve));
    const settledSecond = process.settle({ reservation: second!, result: report(0.6) });
    const third = process.reserve(call(3));
    expect(await Promise.all([settledFirst, settledSecond])).toEqual([true, true]);
    // $0.50 and $0.60 were reported before the third call started: $1.10 reaches the cap of $1.00.
    const refused = await third;
    expect(refused).toBeInstanceOf(BudgetReachedException);
    expect((refused as BudgetReachedException).message).toBe('The monthly budget of $1.00 for Ordered is used up.');
    const month = (await monthUsage('ordered_settlements'))!;
    expect(month).toMatchObject({ characters: 12, requests: 2, costCurrency: 'USD' });
    expect(Number(month.costAmount)).toBeCloseTo(1.1, 9);
  });

  it('reserves a group without a budget and settles one in one currency in a statement each on PostgreSQL (a transaction on SQLite), with the outcome of one after the other', async () => {
    const { db } = h.host.database;
    const jobId = (await waitForJob(h, await createJob(h, { entities: ['product'], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'reserved' }))).id;
    const before = await readJob(h, jobId);
    // On SQLite a transaction of three statements each (the month's row, the reservations or their
    // delete, the job's row; `begin` and `commit` are the driver's and not counted here).
    const counter = new StatementCounter();
    const counted = db.withPlugin(counter);
    const texts = ['Tür', 'Fenster', 'Dach', 'Keller', 'Ofen'];
    const reserved = await reserveUsages(counted, texts.map((text, index) => ({ jobId, providerId: 'one_statement', texts: [text], requestKey: `one:${index}` })));
    expect(counter.count).toBe(dialect === 'postgres' ? 1 : 3);
    expect(await monthUsage('one_statement')).toMatchObject({ characters: 24, requests: 0 });
    const [tuer, fenster, dach, keller, ofen] = reserved as [UsageReservation, UsageReservation, UsageReservation, UsageReservation, UsageReservation];
    // Settled before: settling it again changes nothing.
    expect(await settleUsages(db, [{ reservation: ofen, result: null }])).toEqual([false]);
    const report = (characters: number, amount: number) => ({ characters, inputTokens: 1, outputTokens: 2, cost: new Cost(amount, 'USD'), accountingKey: null });
    counter.count = 0;
    const outcome = await settleUsages(counted, [
      { reservation: tuer, result: report(5, 0.25) },
      { reservation: tuer, result: report(5, 0.25) },
      { reservation: fenster, result: null },
      { reservation: dach, result: report(2, 0.5) },
      { reservation: keller, result: report(6, 0) },
      { reservation: ofen, result: report(4, 1) },
    ]);
    expect(counter.count).toBe(dialect === 'postgres' ? 1 : 3);
    // The first report of a reservation counts; a second, an unbilled call and one settled before do not.
    expect(outcome).toEqual([true, false, false, true, true, false]);
    // 24 reserved, then Tür 3 -> 5, Fenster 7 -> 0, Dach 4 -> 2, Keller 6 -> 6 (Ofen's 4 went back before).
    const month = (await monthUsage('one_statement'))!;
    expect(month).toMatchObject({ characters: 13, requests: 3, inputTokens: 3, outputTokens: 6, costCurrency: 'USD' });
    expect(Number(month.costAmount)).toBeCloseTo(0.75, 9);
    expect(await reservations('one_statement')).toEqual([]);
    const job = await readJob(h, jobId);
    expect(Number(job.characters) - Number(before.characters)).toBe(13);
    expect(Number(job.inputTokens) - Number(before.inputTokens)).toBe(3);
    expect(Number(job.outputTokens) - Number(before.outputTokens)).toBe(6);
  });

  it.skipIf(dialect !== 'postgres')(
    "does not wait for a batch's open transaction that wrote rows naming the job: its reservations and settlements lock the job's row for no key update, as the job's own update does",
    async () => {
      const { db } = h.host.database;
      const jobId = (await waitForJob(h, await createJob(h, { entities: ['product'], targetLanguageIds: [GERMAN_LANGUAGE_ID], providerId: 'reserved' }))).id;
      const before = await readJob(h, jobId);
      // A batch's commit writes its history and error rows first: each row's key check locks the job's
      // row for key share until the batch commits.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let wrote: (pid: number) => void = () => {};
      const written = new Promise<number>((resolve) => (wrote = resolve));
      const rolledBack = new Error('rolled back');
      const batch = db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          const row = { id: randomUUID().replace(/-/g, ''), jobId, entity: 'product', recordId: 'held', languageId: GERMAN_LANGUAGE_ID, field: null, message: 'held', code: 0, createdAt: new Date().toISOString() };
          await trx.insertInto('ext_translate_job_error').values(row).execute();
          wrote(rows[0]!.pid);
          await held;
          throw rolledBack;
        })
        .catch((error: unknown) => {
          if (error !== rolledBack) throw error;
        });
      const batchPid = await written;
      try {
        const accounting = (async () => {
          const [reservation] = (await reserveUsages(db, [{ jobId, providerId: 'beside_a_batch', texts: ['Lampe'], requestKey: null }])) as UsageReservation[];
          const report = { characters: 4, inputTokens: 0, outputTokens: 0, cost: new Cost(0), accountingKey: null };
          return settleUsages(db, [{ reservation: reservation!, result: report }]);
        })();
        // Until the accounting ends, asks the server whether one of its statements waits for the batch.
        let done = false;
        const heldBack = (async () => {
          while (!done) {
            const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity where ${batchPid}::int = any(pg_blocking_pids(pid))`.execute(db);
            if (rows[0]!.waiting > 0) return 'held back by the batch';
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          return 'not held back';
        })();
        const settled = await Promise.race([accounting, heldBack]);
        expect(settled).toEqual([true]);
        done = true;
        expect(await heldBack).toBe('not held back');
        expect(Number((await readJob(h, jobId)).characters) - Number(before.characters)).toBe(4);
      } finally {
        release();
        await batch;
      }
    },
  );

  it('leaves a reservation whose call never reported counted as its characters', async () => {
    const { db } = h.host.database;
    await reserveUsage(db, { jobId: null, providerId: 'vanished', texts: ['Stuhl'], requestKey: 'batch:0' });
    expect(await monthUsage('vanished')).toMatchObject({ characters: 5, requests: 0 });
    expect(await reservations('vanished')).toEqual([expect.objectContaining({ characters: 5, requestKey: 'batch:0', jobId: null })]);
  });
});
