// A custom provider for test/e2e/multi-worker.test.ts, loaded through EXT_TRANSLATE_PROVIDERS by worker
// processes spawned from the test run's bundle of the command line: it imports the contract by its
// published name, which the server's resolution hook answers with the bundle's contract (and vitest's
// alias with the source, in the test's own process).
//
// `counting` translates deterministically (prefix `[de] `, every ⟦n⟧ token and all markup kept), waits a
// little so that several workers interleave, reports characters, tokens and a cost, and appends one JSON
// line per call to the file named by MULTI_WORKER_LOG: the sum of those lines is what the provider
// reported, which the test compares with the job's totals and the monthly usage.
//
// MULTI_WORKER_SLOW_MS (optional): every call of this process takes that long instead, so that a test
// can stop a worker while its calls are in flight. MULTI_WORKER_BEGIN_LOG (optional): a file that gets
// one line per call as it begins, so that the test sees when calls are in flight.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { Cost, createProviderResult } from 'ext-translate/provider';

export const COUNTING_PROVIDER_ID = 'counting';
export const PREFIX = '[de] ';

/** The provider's output for one text: what the test expects to find in every de-DE field. */
export function countingTranslation(text) {
  return text.trim() === '' ? text : `${PREFIX}${text}`;
}

/** Price of one call: per character and per token, in small fractions, so the sums test float handling. */
export function countingCost(characters, inputTokens, outputTokens) {
  return characters * 0.00002 + inputTokens * 0.0000013 + outputTokens * 0.0000047;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {import('../../src/translate/providers/contract.ts').ProviderContext} context */
export default function createProviders(context) {
  const logFile = context.env.MULTI_WORKER_LOG;
  const beginLog = context.env.MULTI_WORKER_BEGIN_LOG;
  const slowMs = Number(context.env.MULTI_WORKER_SLOW_MS ?? '0');
  /** @type {import('../../src/translate/providers/contract.ts').TranslationProvider} */
  const provider = {
    getId: () => COUNTING_PROVIDER_ID,
    getLabel: () => 'Counting test provider',
    isConfigured: async () => true,
    async translate(request) {
      if (request.texts.length === 0) return createProviderResult({ texts: [], characters: 0 });
      if (beginLog) appendFileSync(beginLog, `${JSON.stringify({ pid: process.pid, idempotencyKey: request.idempotencyKey })}\n`);
      await sleep(slowMs > 0 ? slowMs : 5 + Math.floor(Math.random() * 26));
      const texts = request.texts.map(countingTranslation);
      const characters = request.texts.reduce((sum, text) => sum + [...text].length, 0);
      const inputTokens = Math.ceil(characters / 4) + 7 * request.texts.length;
      const outputTokens = Math.ceil(texts.reduce((sum, text) => sum + [...text].length, 0) / 4);
      const amount = countingCost(characters, inputTokens, outputTokens);
      const accountingKey = randomUUID();
      if (logFile) {
        // One short line per call: O_APPEND writes of this size do not interleave between processes.
        const line = {
          pid: process.pid,
          texts: request.texts.length,
          format: request.format,
          characters,
          inputTokens,
          outputTokens,
          cost: amount,
          idempotencyKey: request.idempotencyKey,
          accountingKey,
        };
        appendFileSync(logFile, `${JSON.stringify(line)}\n`);
      }
      return createProviderResult({ texts, characters, inputTokens, outputTokens, cost: new Cost(amount, 'EUR'), accountingKey });
    },
    async validateCredentials() {
      return { valid: true, message: 'The counting provider needs no key.', quota: null };
    },
    getModels: () => [],
    supports: (feature) => feature === 'html',
    estimate: (characters) => new Cost(characters * 0.00002, 'EUR'),
    getMaxBatchSize: () => 8,
    getMaxChunkBytes: () => 80_000,
  };
  return provider;
}
