import { describe, expect, it } from 'vitest';
import { ConcurrencyLimiter, LocalSlotStore } from '../../../src/host/queue/concurrency-limiter.js';
import { planChunks, type Chunk, type ChunkItem } from '../../../src/translate/engine/chunk.js';
import {
  GENERIC_FAILURE_MESSAGE,
  LENGTH_MISMATCH_MESSAGE,
  MALFORMED_RESULT_MESSAGE,
  MAX_BISECTION_DEPTH,
  MIXED_CURRENCY_MESSAGE,
  translateChunks,
  type ChunkRequestBase,
  type KeyOutcome,
} from '../../../src/translate/engine/translate-chunks.js';
import {
  Cost,
  createProviderResult,
  ProviderException,
  type ProviderRequest,
  type ProviderResult,
  type TranslationProvider,
} from '../../../src/translate/providers/contract.js';

/** Decides the answer to one call: return a result, or throw to fail it. */
type Script = (request: ProviderRequest, callIndex: number) => ProviderResult | Promise<ProviderResult>;

/** Translates by prefixing the target language, billing one USD cent per text. */
function translated(request: ProviderRequest, currency = 'USD'): ProviderResult {
  return createProviderResult({
    texts: request.texts.map((text) => `de:${text}`),
    characters: request.texts.reduce((sum, text) => sum + text.length, 0),
    cost: new Cost(request.texts.length / 100, currency),
  });
}

/** An in-process provider whose answers a test scripts call by call, recording every request. */
class ScriptedProvider implements TranslationProvider {
  readonly requests: ProviderRequest[] = [];

  constructor(private readonly script: Script = (request) => translated(request)) {}

  getId(): string {
    return 'scripted';
  }
  getLabel(): string {
    return 'Scripted';
  }
  async isConfigured(): Promise<boolean> {
    return true;
  }
  async translate(request: ProviderRequest): Promise<ProviderResult> {
    this.requests.push(request);
    return this.script(request, this.requests.length - 1);
  }
  async validateCredentials(): Promise<{ valid: boolean; message: string; quota: null }> {
    return { valid: true, message: '', quota: null };
  }
  getModels(): [] {
    return [];
  }
  supports(): boolean {
    return false;
  }
  estimate(): Cost {
    return Cost.zero();
  }
  getMaxBatchSize(): number {
    return 50;
  }
  getMaxChunkBytes(): number {
    return 80_000;
  }

  /** The texts of each call, in call order. */
  sentTexts(): string[][] {
    return this.requests.map((request) => request.texts);
  }
}

const BASE: ChunkRequestBase = {
  sourceLocale: 'en-GB',
  targetLocale: 'de-DE',
  tone: 'formal',
  customPrompt: null,
  glossaryTerms: { Oak: 'Eiche' },
  serviceTier: null,
  contentType: 'product',
  traceId: 'job-1',
};

/** One text chunk whose texts are `t0`, `t1`, ... and whose keys are `<prefix>0`, `<prefix>1`, ... */
function chunkOf(size: number, prefix = 'k', format: Chunk['format'] = 'text'): Chunk {
  const texts = Array.from({ length: size }, (_, index) => `${prefix === 'k' ? 't' : prefix}${index}`);
  return { format, texts, keys: texts.map((_, index) => [`${prefix}${index}`]) };
}

const rejected = (): ProviderException => new ProviderException('The provider rejected a text.', false, null, 400, false, true);

/** Fails every call that contains `badText`, as an upstream 400 for one malformed text would. */
function failingOn(badText: string): Script {
  return (request) => {
    if (request.texts.includes(badText)) throw rejected();
    return translated(request);
  };
}

function failedKeys(outcomes: Map<string, KeyOutcome>): string[] {
  return [...outcomes].filter(([, outcome]) => outcome.status === 'failed').map(([key]) => key);
}

describe('translateChunks', () => {
  it('makes no call for no chunks or empty chunks', async () => {
    const provider = new ScriptedProvider();
    const none = await translateChunks(provider, [], BASE);
    expect(none).toEqual({ outcomes: new Map(), globalFailure: null, retryableGlobal: null, providerCalls: 0 });
    const empty = await translateChunks(provider, planChunks([], { maxBatchSize: 5, maxChunkBytes: 100 }), BASE);
    expect(empty.providerCalls).toBe(0);
    await translateChunks(provider, [{ format: 'text', texts: [], keys: [] }], BASE);
    expect(provider.requests).toHaveLength(0);
  });

  it('sends each chunk with the base fields and its format, and fans a repeated text out to every key', async () => {
    const items: ChunkItem[] = [
      { key: 'p1:name', text: 'Chair', format: 'text' },
      { key: 'p1:description', text: '<p>Oak chair</p>', format: 'html' },
      { key: 'p2:name', text: 'Chair', format: 'text' },
      { key: 'p3:name', text: 'Table', format: 'text' },
    ];
    const provider = new ScriptedProvider();
    const result = await translateChunks(provider, planChunks(items, { maxBatchSize: 50, maxChunkBytes: 80_000 }), BASE);
    expect(provider.requests).toEqual([
      { ...BASE, texts: ['<p>Oak chair</p>'], format: 'html', idempotencyKey: null },
      { ...BASE, texts: ['Chair', 'Table'], format: 'text', idempotencyKey: null },
    ]);
    expect(result.outcomes).toEqual(
      new Map<string, KeyOutcome>([
        ['p1:description', { status: 'translated', text: 'de:<p>Oak chair</p>' }],
        ['p1:name', { status: 'translated', text: 'de:Chair' }],
        ['p2:name', { status: 'translated', text: 'de:Chair' }],
        ['p3:name', { status: 'translated', text: 'de:Table' }],
      ]),
    );
    expect(result.providerCalls).toBe(2);
  });

  it('reports every result to onResult as soon as its call returns, before the next call', async () => {
    const events: string[] = [];
    const provider = new ScriptedProvider((request) => {
      events.push(`call ${request.texts.join(',')}`);
      return translated(request);
    });
    await translateChunks(provider, [chunkOf(2, 'a'), chunkOf(1, 'b')], BASE, {
      onResult: async (result, request) => {
        await Promise.resolve();
        events.push(`usage ${request.texts.join(',')} ${result.characters} ${result.cost.amount} ${result.cost.currency}`);
      },
    });
    expect(events).toEqual(['call a0,a1', 'usage a0,a1 4 0.02 USD', 'call b0', 'usage b0 2 0.01 USD']);
  });

  it('ends with the error of an onResult that throws, rather than spending further', async () => {
    const provider = new ScriptedProvider();
    const failure = new Error('usage table unavailable');
    await expect(
      translateChunks(provider, [chunkOf(1, 'a'), chunkOf(1, 'b')], BASE, {
        onResult: () => {
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
    expect(provider.requests).toHaveLength(1);
  });
});

describe('translateChunks bisection', () => {
  it('isolates one bad text in a chunk of 16: exactly these calls, only that text fails', async () => {
    const provider = new ScriptedProvider(failingOn('t5'));
    const result = await translateChunks(provider, [chunkOf(16)], BASE);
    const range = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, index) => `t${from + index}`);
    expect(provider.sentTexts()).toEqual([
      range(0, 15), // fails: depth 0
      range(0, 7), // fails: depth 1
      range(0, 3), // translated
      range(4, 7), // fails: depth 2
      range(4, 5), // fails: depth 3
      ['t4'], // translated: depth 4
      ['t5'], // fails, and one text cannot be halved
      range(6, 7), // translated
      range(8, 15), // translated
    ]);
    expect(failedKeys(result.outcomes)).toEqual(['k5']);
    expect(result.outcomes.get('k5')).toEqual({ status: 'failed', error: 'The provider rejected a text.' });
    expect(result.outcomes.get('k4')).toEqual({ status: 'translated', text: 'de:t4' });
    expect(result.outcomes.size).toBe(16);
    expect(result.providerCalls).toBe(9);
    expect(result.globalFailure).toBeNull();
  });

  it('stops halving at depth four: in a chunk of 32 the bad text takes its neighbour down with it', async () => {
    expect(MAX_BISECTION_DEPTH).toBe(4);
    const provider = new ScriptedProvider(failingOn('t5'));
    const result = await translateChunks(provider, [chunkOf(32)], BASE);
    // 32 -> 16 -> 8 -> 4 -> 2: the part of two at depth 4 is not halved again.
    expect(provider.sentTexts().map((texts) => texts.length)).toEqual([32, 16, 8, 4, 4, 2, 2, 8, 16]);
    expect(failedKeys(result.outcomes).sort()).toEqual(['k4', 'k5']);
    expect(result.outcomes.get('k4')).toEqual({ status: 'failed', error: 'The provider rejected a text.' });
  });

  it('does not halve a non-bisectable failure, and goes on with the next chunk', async () => {
    const provider = new ScriptedProvider((request, callIndex) => {
      if (callIndex === 0) throw new ProviderException('The request was too large.', false, null, 413, false, false);
      return translated(request);
    });
    const result = await translateChunks(provider, [chunkOf(4, 'a'), chunkOf(2, 'b')], BASE);
    expect(provider.sentTexts()).toEqual([
      ['a0', 'a1', 'a2', 'a3'],
      ['b0', 'b1'],
    ]);
    expect(failedKeys(result.outcomes)).toEqual(['a0', 'a1', 'a2', 'a3']);
    expect(result.outcomes.get('a2')).toEqual({ status: 'failed', error: 'The request was too large.' });
    expect(result.outcomes.get('b1')).toEqual({ status: 'translated', text: 'de:b1' });
    expect(result.globalFailure).toBeNull();
  });

  it('halves on anything else thrown and reports it with the generic message only', async () => {
    const provider = new ScriptedProvider(() => {
      throw new TypeError('Cannot read properties of undefined (secret-key-123)');
    });
    const result = await translateChunks(provider, [chunkOf(2)], BASE);
    expect(provider.sentTexts()).toEqual([['t0', 't1'], ['t0'], ['t1']]);
    expect(result.outcomes).toEqual(
      new Map<string, KeyOutcome>([
        ['k0', { status: 'failed', error: GENERIC_FAILURE_MESSAGE }],
        ['k1', { status: 'failed', error: GENERIC_FAILURE_MESSAGE }],
      ]),
    );
    expect(GENERIC_FAILURE_MESSAGE).toBe('The translation provider request failed.');
  });

  it('gives a repeated text that fails its error at every key', async () => {
    const items: ChunkItem[] = [
      { key: 'p1:name', text: 'bad', format: 'text' },
      { key: 'p2:name', text: 'good', format: 'text' },
      { key: 'p3:name', text: 'bad', format: 'text' },
    ];
    const provider = new ScriptedProvider(failingOn('bad'));
    const result = await translateChunks(provider, planChunks(items, { maxBatchSize: 50, maxChunkBytes: 80_000 }), BASE);
    expect(failedKeys(result.outcomes).sort()).toEqual(['p1:name', 'p3:name']);
    expect(result.outcomes.get('p2:name')).toEqual({ status: 'translated', text: 'de:good' });
  });
});

describe('translateChunks global stop', () => {
  it('makes no further call after a global failure and fails every remaining key with its message', async () => {
    const unavailable = new ProviderException('The translation service is unavailable.', true, null, 503, true, false);
    const provider = new ScriptedProvider((request, callIndex) => {
      if (callIndex === 1) throw unavailable;
      return translated(request);
    });
    const result = await translateChunks(provider, [chunkOf(2, 'a'), chunkOf(2, 'b'), chunkOf(3, 'c')], BASE);
    expect(provider.sentTexts()).toEqual([
      ['a0', 'a1'],
      ['b0', 'b1'],
    ]);
    expect(result.outcomes.get('a1')).toEqual({ status: 'translated', text: 'de:a1' });
    expect(failedKeys(result.outcomes)).toEqual(['b0', 'b1', 'c0', 'c1', 'c2']);
    expect(result.outcomes.get('c2')).toEqual({ status: 'failed', error: 'The translation service is unavailable.' });
    expect(result.globalFailure).toBe(unavailable);
    expect(result.retryableGlobal).toBe(unavailable);
    expect(result.providerCalls).toBe(2);
  });

  it('exposes no retryable failure for a global failure that is not retryable', async () => {
    const badKey = new ProviderException('The API key was rejected.', false, null, 401, true, false);
    const provider = new ScriptedProvider(() => {
      throw badKey;
    });
    const result = await translateChunks(provider, [chunkOf(3, 'a'), chunkOf(1, 'b')], BASE);
    expect(provider.requests).toHaveLength(1);
    expect(failedKeys(result.outcomes)).toEqual(['a0', 'a1', 'a2', 'b0']);
    expect(result.globalFailure).toBe(badKey);
    expect(result.retryableGlobal).toBeNull();
  });

  it('stops in the middle of a bisection, keeping what the earlier halves translated', async () => {
    const quota = new ProviderException('The quota is exhausted.', false, null, 402, true, false);
    const provider = new ScriptedProvider((request, callIndex) => {
      if (callIndex === 0) throw rejected();
      if (callIndex === 2) throw quota;
      return translated(request);
    });
    const result = await translateChunks(provider, [chunkOf(4, 'a'), chunkOf(2, 'b')], BASE);
    expect(provider.sentTexts()).toEqual([
      ['a0', 'a1', 'a2', 'a3'],
      ['a0', 'a1'],
      ['a2', 'a3'],
    ]);
    expect(result.outcomes.get('a1')).toEqual({ status: 'translated', text: 'de:a1' });
    expect(failedKeys(result.outcomes)).toEqual(['a2', 'a3', 'b0', 'b1']);
    expect(result.outcomes.get('b0')).toEqual({ status: 'failed', error: 'The quota is exhausted.' });
  });
});

describe('translateChunks result checks', () => {
  it('fails a result with a different number of texts, after recording its usage', async () => {
    const recorded: ProviderResult[] = [];
    const provider = new ScriptedProvider((request) => ({ ...translated(request), texts: [] }));
    const result = await translateChunks(provider, [chunkOf(1)], BASE, { onResult: (providerResult) => void recorded.push(providerResult) });
    expect(provider.requests).toHaveLength(1);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.characters).toBe(2);
    expect(result.outcomes.get('k0')).toEqual({ status: 'failed', error: LENGTH_MISMATCH_MESSAGE });
    expect(result.globalFailure).toBeNull();
  });

  it('fails a malformed result instead of crashing: no cost, or texts that are not strings or missing', async () => {
    const noCost = new ScriptedProvider((request) => ({ texts: request.texts }) as unknown as ProviderResult);
    const first = await translateChunks(noCost, [chunkOf(1)], BASE);
    expect(first.outcomes.get('k0')).toEqual({ status: 'failed', error: MALFORMED_RESULT_MESSAGE });
    const numbers = new ScriptedProvider((request) => ({ ...translated(request), texts: request.texts.map(() => 42 as unknown as string) }));
    const second = await translateChunks(numbers, [chunkOf(1)], BASE);
    expect(second.outcomes.get('k0')).toEqual({ status: 'failed', error: MALFORMED_RESULT_MESSAGE });
    // A sparse array of the right length: its holes are no texts either (not translations of undefined).
    const holes = new ScriptedProvider((request) => ({ ...translated(request), texts: new Array<string>(request.texts.length) }));
    const third = await translateChunks(holes, [chunkOf(2)], BASE);
    expect(third.outcomes.get('k0')).toEqual({ status: 'failed', error: MALFORMED_RESULT_MESSAGE });
    expect(third.outcomes.get('k1')).toEqual({ status: 'failed', error: MALFORMED_RESULT_MESSAGE });
  });

  it('gives up on a call that never answers, as a global retryable failure', async () => {
    const hanging = new ScriptedProvider(() => new Promise<ProviderResult>(() => {}));
    const result = await translateChunks(hanging, [chunkOf(2), chunkOf(1, 'x')], BASE, { callTimeoutMs: 50 });
    expect(hanging.requests).toHaveLength(1);
    expect(result.globalFailure?.message).toBe('The translation provider did not answer within 0 seconds.');
    expect(result.retryableGlobal).not.toBeNull();
    expect(new Set([...result.outcomes.values()].map((outcome) => outcome.status))).toEqual(new Set(['failed']));
  });

  it('records the usage a failed call reports on its exception', async () => {
    const recorded: ProviderResult[] = [];
    const provider = new ScriptedProvider(() => {
      const failure = new ProviderException('The model broke the format twice.', false, null, 0, false, false);
      failure.usage = { characters: 5, inputTokens: 40, outputTokens: 30, cost: new Cost(0.25), accountingKey: null };
      throw failure;
    });
    const result = await translateChunks(provider, [chunkOf(2)], BASE, { onResult: (providerResult) => void recorded.push(providerResult) });
    expect(recorded.map((entry) => [entry.characters, entry.inputTokens, entry.outputTokens, entry.cost.amount])).toEqual([[5, 40, 30, 0.25]]);
    expect(result.outcomes.get('k0')).toEqual({ status: 'failed', error: 'The model broke the format twice.' });
  });

  it('halves a chunk after a length mismatch and records the usage of every call', async () => {
    // Like a model that merges segments of a list but answers single texts correctly.
    const provider = new ScriptedProvider((request) => {
      const result = translated(request);
      return request.texts.length > 1 ? { ...result, texts: [result.texts.join(' ')] } : result;
    });
    const recorded: string[][] = [];
    const result = await translateChunks(provider, [chunkOf(2)], BASE, { onResult: (_, request) => void recorded.push(request.texts) });
    expect(recorded).toEqual([['t0', 't1'], ['t0'], ['t1']]);
    expect(failedKeys(result.outcomes)).toEqual([]);
    expect(result.outcomes.get('k1')).toEqual({ status: 'translated', text: 'de:t1' });
  });

  it('refuses a cost in a second currency: that chunk fails, no further call, its usage is not reported', async () => {
    const provider = new ScriptedProvider((request, callIndex) => translated(request, callIndex === 1 ? 'EUR' : 'USD'));
    const currencies: string[] = [];
    const result = await translateChunks(provider, [chunkOf(1, 'a'), chunkOf(2, 'b'), chunkOf(1, 'c')], BASE, {
      onResult: (providerResult) => void currencies.push(providerResult.cost.currency),
    });
    expect(provider.sentTexts()).toEqual([['a0'], ['b0', 'b1']]);
    expect(currencies).toEqual(['USD']);
    expect(result.outcomes.get('a0')).toEqual({ status: 'translated', text: 'de:a0' });
    expect(failedKeys(result.outcomes)).toEqual(['b0', 'b1', 'c0']);
    expect(result.outcomes.get('c0')).toEqual({ status: 'failed', error: MIXED_CURRENCY_MESSAGE });
    expect(result.globalFailure?.message).toBe(MIXED_CURRENCY_MESSAGE);
    expect(result.retryableGlobal).toBeNull();
  });

  it('accepts one currency other than USD throughout', async () => {
    const provider = new ScriptedProvider((request) => translated(request, 'EUR'));
    const result = await translateChunks(provider, [chunkOf(1, 'a'), chunkOf(1, 'b')], BASE);
    expect(failedKeys(result.outcomes)).toEqual([]);
    expect(result.globalFailure).toBeNull();
  });
});

describe('translateChunks idempotency keys', () => {
  it('derives one key per chunk from the seed and extends it along the bisection path', async () => {
    const run = async (): Promise<(string | null)[]> => {
      const provider = new ScriptedProvider(failingOn('a2'));
      await translateChunks(provider, [chunkOf(4, 'a'), chunkOf(1, 'b')], BASE, { idempotencySeed: 'message-7' });
      return provider.requests.map((request) => request.idempotencyKey);
    };
    const keys = await run();
    expect(keys).toEqual(['message-7:0', 'message-7:0.0', 'message-7:0.1', 'message-7:0.1.0', 'message-7:0.1.1', 'message-7:1']);
    // A redelivered message repeats the same sequence of keys.
    expect(await run()).toEqual(keys);
  });

  it('sends no key without a seed', async () => {
    const provider = new ScriptedProvider(failingOn('t1'));
    await translateChunks(provider, [chunkOf(2)], BASE, { idempotencySeed: null });
    expect(provider.requests.map((request) => request.idempotencyKey)).toEqual([null, null, null]);
  });
});

/** A provider whose calls stay in flight until the test answers them, one by one, in any order. */
class HeldProvider extends ScriptedProvider {
  readonly held: { request: ProviderRequest; answer: (result: ProviderResult | Error) => void }[] = [];
  inFlight = 0;
  mostInFlight = 0;

  constructor() {
    super((request) => {
      this.inFlight += 1;
      this.mostInFlight = Math.max(this.mostInFlight, this.inFlight);
      return new Promise<ProviderResult>((resolve, reject) => {
        this.held.push({
          request,
          answer: (result) => {
            this.inFlight -= 1;
            if (result instanceof Error) reject(result);
            else resolve(result);
          },
        });
      });
    });
  }

  /** Answers the unanswered call whose first text is `firstText` (the oldest one, when several). */
  answer(firstText: string, result?: ProviderResult | Error): void {
    const index = this.held.findIndex((entry) => entry.request.texts[0] === firstText);
    const call = this.held[index];
    if (!call) throw new Error(`no call for ${firstText} in flight (calls: ${this.sentTexts().map((texts) => texts[0]).join(', ')})`);
    this.held.splice(index, 1);
    call.answer(result ?? translated(call.request));
  }
}

/** Lets the pending callbacks (slot hand-overs, accounting) run. */
async function flush(): Promise<void> {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

/** Whether a promise has settled after the pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.finally(() => (done = true)).catch(() => undefined);
  await flush();
  return done;
}

const slotsOf = (limit: number) => new ConcurrencyLimiter('provider:scripted', limit, new LocalSlotStore(limit));

describe('translateChunks with several calls in flight', () => {
  it('sends chunks concurrently up to the limit, in plan order, and the next as soon as one returns', async () => {
    const provider = new HeldProvider();
    const running = translateChunks(provider, ['a', 'b', 'c', 'd', 'e'].map((prefix) => chunkOf(2, prefix)), BASE, { slots: slotsOf(2), idempotencySeed: 'm' });
    await flush();
    expect(provider.sentTexts().map((texts) => texts[0])).toEqual(['a0', 'b0']);
    provider.answer('b0');
    await flush();
    expect(provider.sentTexts().map((texts) => texts[0])).toEqual(['a0', 'b0', 'c0']);
    for (const text of ['a0', 'c0']) provider.answer(text);
    await flush();
    for (const text of ['d0', 'e0']) provider.answer(text);
    const result = await running;
    expect(provider.mostInFlight).toBe(2);
    expect(provider.requests.map((request) => request.idempotencyKey)).toEqual(['m:0', 'm:1', 'm:2', 'm:3', 'm:4']);
    expect(failedKeys(result.outcomes)).toEqual([]);
    expect(result.outcomes.get('e1')).toEqual({ status: 'translated', text: 'de:e1' });
    expect(result.providerCalls).toBe(5);
  });

  it('sends the halves of a failed chunk before later chunks, with their own keys', async () => {
    const provider = new HeldProvider();
    const running = translateChunks(provider, [chunkOf(4, 'a'), chunkOf(1, 'b'), chunkOf(1, 'c')], BASE, { slots: slotsOf(2), idempotencySeed: 'm' });
    await flush();
    provider.answer('a0', rejected());
    await flush();
    // The free slot goes to the first half of a, not to c.
    expect(provider.requests.map((request) => request.idempotencyKey)).toEqual(['m:0', 'm:1', 'm:0.0']);
    for (const text of ['b0', 'a0']) provider.answer(text);
    await flush();
    for (const text of ['a2', 'c0']) provider.answer(text);
    const result = await running;
    expect(provider.requests.map((request) => request.idempotencyKey)).toEqual(['m:0', 'm:1', 'm:0.0', 'm:0.1', 'm:2']);
    expect(failedKeys(result.outcomes)).toEqual([]);
  });

  it('starts no call after a global failure: calls in flight finish and are accounted, the rest fail with its message', async () => {
    const provider = new HeldProvider();
    const accounted: string[] = [];
    const running = translateChunks(provider, ['a', 'b', 'c', 'd'].map((prefix) => chunkOf(1, prefix)), BASE, {
      slots: slotsOf(2),
      onResult: (_result, request) => void accounted.push(request.texts[0] as string),
    });
    await flush();
    const down = new ProviderException('The translation service is unavailable.', true, null, 503, true, false);
    provider.answer('a0', down);
    await flush();
    // b was in flight before the failure; c and d never start.
    expect(provider.sentTexts()).toEqual([['a0'], ['b0']]);
    provider.answer('b0');
    const result = await running;
    expect(provider.requests).toHaveLength(2);
    expect(accounted).toEqual(['b0']);
    expect(result.outcomes.get('b0')).toEqual({ status: 'translated', text: 'de:b0' });
    expect(failedKeys(result.outcomes)).toEqual(['a0', 'c0', 'd0']);
    expect(result.outcomes.get('d0')).toEqual({ status: 'failed', error: 'The translation service is unavailable.' });
    expect(result.globalFailure).toBe(down);
    expect(result.providerCalls).toBe(2);
  });

  it('fails the halves of a call in flight at a global failure with its message, without calling them', async () => {
    const provider = new HeldProvider();
    const running = translateChunks(provider, [chunkOf(2, 'a'), chunkOf(2, 'b')], BASE, { slots: slotsOf(2) });
    await flush();
    const badKey = new ProviderException('The API key was rejected.', false, null, 401, true, false);
    provider.answer('b0', badKey);
    await flush();
    provider.answer('a0', rejected());
    const result = await running;
    expect(provider.requests).toHaveLength(2);
    expect(result.outcomes.get('a1')).toEqual({ status: 'failed', error: 'The API key was rejected.' });
    expect(result.retryableGlobal).toBeNull();
  });

  it('accounts each call as it returns, holding its slot until the usage is recorded', async () => {
    const provider = new HeldProvider();
    const events: string[] = [];
    let recordSecond: () => void = () => {};
    const running = translateChunks(provider, ['a', 'b', 'c'].map((prefix) => chunkOf(1, prefix)), BASE, {
      slots: slotsOf(2),
      onResult: async (result, request) => {
        events.push(`usage ${request.texts[0]} ${result.cost.amount}`);
        if (request.texts[0] === 'b0') await new Promise<void>((resolve) => (recordSecond = resolve));
      },
    });
    await flush();
    provider.answer('b0');
    await flush();
    // b's usage is not recorded yet: its slot is still taken, c waits.
    expect(events).toEqual(['usage b0 0.01']);
    expect(provider.requests).toHaveLength(2);
    provider.answer('a0');
    await flush();
    expect(provider.sentTexts()).toEqual([['a0'], ['b0'], ['c0']]);
    recordSecond();
    provider.answer('c0');
    await running;
    expect(events).toEqual(['usage b0 0.01', 'usage a0 0.01', 'usage c0 0.01']);
  });

  it('settles a reserved call as it returns without holding its slot, and returns once every settlement is recorded', async () => {
    const provider = new HeldProvider();
    const events: string[] = [];
    const pending: (() => void)[] = [];
    const running = translateChunks(provider, ['a', 'b', 'c'].map((prefix) => chunkOf(1, prefix)), BASE, {
      slots: slotsOf(1),
      reserve: async (request) => {
        events.push(`reserve ${request.texts[0]}`);
        return async (usage) => {
          events.push(`settle ${request.texts[0]} ${usage?.cost.amount}`);
          await new Promise<void>((resolve) => pending.push(resolve));
          events.push(`settled ${request.texts[0]}`);
        };
      },
    });
    let returned = false;
    void running.then(() => (returned = true));
    await flush();
    provider.answer('a0');
    await flush();
    // a's settlement is still being written, and b is already sent on the one slot.
    expect(events).toEqual(['reserve a0', 'settle a0 0.01', 'reserve b0']);
    expect(provider.sentTexts()).toEqual([['a0'], ['b0']]);
    provider.answer('b0');
    await flush();
    provider.answer('c0');
    await flush();
    expect(provider.sentTexts()).toEqual([['a0'], ['b0'], ['c0']]);
    // Every call answered; the outcome waits for the three settlements.
    expect(returned).toBe(false);
    for (const resolve of pending) resolve();
    const outcome = await running;
    expect(events.filter((event) => event.startsWith('settled')).sort()).toEqual(['settled a0', 'settled b0', 'settled c0']);
    expect(outcome.providerCalls).toBe(3);

    // A settlement that fails fails the chunks once the calls in flight returned, and no call starts after it.
    const failing = new HeldProvider();
    const failure = new Error('usage table unavailable');
    let failFirst: (error: Error) => void = () => {};
    const failed = translateChunks(failing, ['x', 'y', 'z'].map((prefix) => chunkOf(1, prefix)), BASE, {
      slots: slotsOf(1),
      reserve: async (request) => async () => {
        if (request.texts[0] === 'x0') await new Promise<void>((_resolve, reject) => (failFirst = reject));
      },
    }).then(
      () => null,
      (error: unknown) => error,
    );
    await flush();
    failing.answer('x0');
    await flush();
    expect(failing.sentTexts()).toEqual([['x0'], ['y0']]);
    failFirst(failure);
    await flush();
    failing.answer('y0');
    expect(await failed).toBe(failure);
    expect(failing.sentTexts()).toEqual([['x0'], ['y0']]);
  });

  it('ends with the error of a failing usage record once the calls in flight returned, starting no further call', async () => {
    const provider = new HeldProvider();
    const failure = new Error('usage table unavailable');
    const accounted: string[] = [];
    const running = translateChunks(provider, ['a', 'b', 'c'].map((prefix) => chunkOf(1, prefix)), BASE, {
      slots: slotsOf(2),
      onResult: (_result, request) => {
        accounted.push(request.texts[0] as string);
        if (request.texts[0] === 'a0') throw failure;
      },
    });
    const outcome = running.then(
      () => null,
      (error: unknown) => error,
    );
    await flush();
    provider.answer('a0');
    await flush();
    expect(provider.requests).toHaveLength(2);
    provider.answer('b0');
    expect(await outcome).toBe(failure);
    expect(accounted).toEqual(['a0', 'b0']);
    expect(provider.requests).toHaveLength(2);
  });

  it('stops starting calls when the worker stops, and rejects with the reason once the calls in flight returned', async () => {
    const provider = new HeldProvider();
    const controller = new AbortController();
    const accounted: string[] = [];
    const running = translateChunks(provider, ['a', 'b', 'c'].map((prefix) => chunkOf(1, prefix)), BASE, {
      slots: slotsOf(2),
      signal: controller.signal,
      onResult: (_result, request) => void accounted.push(request.texts[0] as string),
    });
    const outcome = running.then(
      () => null,
      (error: unknown) => error,
    );
    await flush();
    controller.abort(new Error('worker stopping'));
    provider.answer('a0');
    await flush();
    expect(await settled(outcome)).toBe(false);
    provider.answer('b0');
    expect(((await outcome) as Error).message).toBe('worker stopping');
    expect(provider.requests).toHaveLength(2);
    expect(accounted).toEqual(['a0', 'b0']);
  });

  it('shares the limit between batches: two batches on one limiter never exceed it together', async () => {
    const provider = new HeldProvider();
    const slots = slotsOf(3);
    const batches = [0, 1].map((batch) => translateChunks(provider, [0, 1, 2, 3].map((index) => chunkOf(1, `b${batch}c${index}-`)), BASE, { slots }));
    // Answers the oldest call in flight, one at a time, until both batches are done.
    for (let round = 0; round < 8; round += 1) {
      await flush();
      const oldest = provider.held[0];
      if (oldest) provider.answer(oldest.request.texts[0] as string);
    }
    await Promise.all(batches);
    expect(provider.requests).toHaveLength(8);
    expect(provider.mostInFlight).toBe(3);
    // The two batches took turns in the line for slots.
    expect(provider.sentTexts().slice(0, 3).map((texts) => texts[0]?.slice(0, 2))).toEqual(['b0', 'b1', 'b0']);
  });
});
