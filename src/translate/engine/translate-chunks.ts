/**
 * Runs planned chunks through a provider, several calls at a time within the provider's limit of calls
 * in flight: bisection, global stop, the length check, the currency check and per-key outcomes (docs/providers.md,
 * "Failures": how the engine reacts to a thrown ProviderException).
 *
 * @packageDocumentation
 */
import { ConcurrencyLimiter, LocalSlotStore, type ReleaseSlot } from '../../host/queue/concurrency-limiter.js';
import {
  createProviderResult,
  ProviderException,
  type ProviderRequest,
  type ProviderResult,
  type ProviderUsage,
  type TextHint,
  type TranslationProvider,
} from '../providers/contract.js';
import { observeProviderCall, type ProviderFailureKind } from './call-metrics.js';
import type { Chunk } from './chunk.js';
import type { TextFormat } from './placeholders.js';

/** The error of every text of a chunk whose result did not hold exactly one translation per text sent. */
export const LENGTH_MISMATCH_MESSAGE = 'The translation provider returned a different number of texts than it was sent.';

/** The error for a failure that is not a ProviderException (exact wording; docs/providers.md, "Failures"). */
export const GENERIC_FAILURE_MESSAGE = 'The translation provider request failed.';

/** The error of the chunk whose result reported a cost in a second currency, and of every chunk after it. */
export const MIXED_CURRENCY_MESSAGE =
  'The translation provider reported costs in more than one currency within one batch; the result was refused and the batch stopped.';

/** The error of a call whose result is not a ProviderResult (texts that are no strings, no cost). */
export const MALFORMED_RESULT_MESSAGE = 'The translation provider returned a malformed result.';

/**
 * The longest a single translate() call may take before the engine gives up on it: beyond the HTTP
 * base's own timeouts and retries (3 attempts, Retry-After up to 60 s), so it only catches a provider
 * that never answers. Such a failure is global and retryable: the batch stops, its records fail and
 * can be retried.
 */
export const CALL_TIMEOUT_MS = 10 * 60_000;

export const CALL_TIMEOUT_MESSAGE = (ms: number) => `The translation provider did not answer within ${Math.round(ms / 1000)} seconds.`;

function withCallTimeout<T>(call: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProviderException(CALL_TIMEOUT_MESSAGE(timeoutMs), { retryable: true, globalFailure: true, bisectable: false })), timeoutMs);
  });
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}

/** The `kind` label of a failed call in `ext_translate_provider_failures_total`. */
function failureKind(failure: unknown, timedOut: boolean): ProviderFailureKind {
  if (timedOut) return 'timeout';
  if (!ProviderException.isInstance(failure)) return 'error';
  if (failure.message === MALFORMED_RESULT_MESSAGE) return 'malformed';
  if (failure.message === LENGTH_MISMATCH_MESSAGE) return 'length_mismatch';
  if (failure.message === MIXED_CURRENCY_MESSAGE) return 'currency';
  return failure.globalFailure ? 'provider_global' : 'provider';
}

function isWellFormed(result: unknown): result is ProviderResult {
  if (typeof result !== 'object' || result === null) return false;
  const { cost } = result as { cost?: unknown };
  return (
    typeof cost === 'object' &&
    cost !== null &&
    typeof (cost as { currency?: unknown }).currency === 'string' &&
    Number.isFinite((cost as { amount?: unknown }).amount)
  );
}

/** A chunk is halved only while its bisection depth is below this (the original chunk has depth 0). */
export const MAX_BISECTION_DEPTH = 4;

/** Everything of a request except what each call sets itself: the texts, their format and the idempotency key. */
export type ChunkRequestBase = Omit<ProviderRequest, 'texts' | 'format' | 'idempotencyKey'>;

/** Slots for calls in flight (a ConcurrencyLimiter). */
export interface CallSlots {
  /** Resolves once a call may start; rejects with the signal's reason when it aborts first. */
  acquire(signal?: AbortSignal): Promise<ReleaseSlot>;
}

/** What the caller learns while the chunks run, and what it decides for them. */
export interface TranslateChunksOptions {
  /**
   * Called as soon as a provider call returns, before the result is checked further, so usage is
   * recorded also for a result that then fails the length check (the contract: the reported characters and
   * cost are the billing record "also for a response that later fails structural validation").
   * Not called for a result refused for its currency (see {@link translateChunks}). Awaited before the
   * call gives back its slot. An error it throws ends translateChunks with that error once the calls in
   * flight have returned, and no further call starts, since usage that cannot be recorded must not be
   * spent further.
   */
  onResult?: (result: ProviderResult, request: ProviderRequest) => void | Promise<void>;
  /**
   * Called with each request before its call is made, and awaited (a ProviderException it throws fails
   * the part like the call's own failure, without the call, e.g. a monthly budget reached; any other
   * error ends translateChunks with that error, before the call): records what is known before the call. The
   * function it returns settles that record with what the call reported once the call itself has ended,
   * also when translateChunks stopped waiting for it (timeout); `null` when the call failed without
   * reporting usage or its result is refused for its currency. A malformed answer settles nothing: the
   * record stays as reserved. The settlement does not hold the call's slot; translateChunks returns (or
   * fails with a settlement's error) once every settlement of a call that ended is done. A caller
   * records usage either here (account.ts reserveUsage and settleUsage) or in `onResult`, not in both.
   */
  reserve?: (request: ProviderRequest) => Promise<(usage: ProviderUsage | null) => Promise<unknown>>;
  /**
   * The provider's calls in flight, shared with every other batch of the process (call-limits.ts); a
   * slot is held from just before a call starts until its result is accounted. Default: one call at
   * a time.
   */
  slots?: CallSlots;
  /**
   * Names this run of the batch (for example the queue message id) in the idempotency keys; null or
   * absent sends no keys. Pass the same seed when a message is delivered again, so the calls repeat
   * their keys.
   */
  idempotencySeed?: string | null;
  /**
   * Once aborted (the worker is stopping), no further call starts: translateChunks rejects with the
   * abort reason once the calls in flight have returned (and their usage is recorded).
   */
  signal?: AbortSignal;
  /** Default {@link CALL_TIMEOUT_MS}. */
  callTimeoutMs?: number;
}

/** The outcome for one item key. */
export type KeyOutcome = { status: 'translated'; text: string } | { status: 'failed'; error: string };

/** What translateChunks returns. */
export interface TranslateChunksOutcome {
  /** One entry for every key of every chunk. */
  outcomes: Map<string, KeyOutcome>;
  /** The global failure that stopped the batch, or null when the batch ran to its end. */
  globalFailure: ProviderException | null;
  /**
   * `globalFailure` when it is retryable, else null. The batch goes back to the queue on this when
   * the provider has the hand-back capability (docs/providers.md, "Hand-back"); otherwise the failed
   * keys stay per-record errors.
   */
  retryableGlobal: ProviderException | null;
  /** Provider calls made, bisection calls included. */
  providerCalls: number;
}

/** A chunk or a bisected part of one, with the key its call carries. */
interface ChunkPart {
  format: TextFormat;
  texts: string[];
  keys: string[][];
  hints: (TextHint | null)[];
  idempotencyKey: string | null;
  depth: number;
  /** Its place in the plan: the chunk's index, then 0 or 1 for each halving. */
  position: number[];
}

/** Plan order: a chunk's halves come right after it, before the next chunk. */
function comparePositions(a: ChunkPart, b: ChunkPart): number {
  for (let index = 0; index < Math.min(a.position.length, b.position.length); index += 1) {
    const difference = (a.position[index] as number) - (b.position[index] as number);
    if (difference !== 0) return difference;
  }
  return a.position.length - b.position.length;
}

/** Idempotency key of the chunk at `chunkIndex` in the plan. */
function chunkIdempotencyKey(seed: string | null, chunkIndex: number): string | null {
  return seed === null ? null : `${seed}:${chunkIndex}`;
}

/** Idempotency key of one half of a bisected part: the parent's key and the half's position. */
function halfIdempotencyKey(parentKey: string | null, half: 0 | 1): string | null {
  return parentKey === null ? null : `${parentKey}.${half}`;
}

function split(part: ChunkPart): [ChunkPart, ChunkPart] {
  const middle = Math.ceil(part.texts.length / 2);
  const half = (from: number, to: number, position: 0 | 1): ChunkPart => ({
    format: part.format,
    texts: part.texts.slice(from, to),
    keys: part.keys.slice(from, to),
    hints: part.hints.slice(from, to),
    idempotencyKey: halfIdempotencyKey(part.idempotencyKey, position),
    depth: part.depth + 1,
    position: [...part.position, position],
  });
  return [half(0, middle, 0), half(middle, part.texts.length, 1)];
}

/**
 * Translates the chunks, up to the provider's limit of calls in flight at once (`options.slots`), and
 * returns an outcome for every key.
 *
 * - Order: whenever a slot is free, the waiting part first in the plan is sent: a failed chunk's halves
 *   go before later chunks. With one slot this is the depth-first order of a plain recursion. The batch
 *   waits for one slot at a time, so batches of several workers take turns in the shared limiter.
 * - Length check: a result whose `texts` length differs from the request fails its chunk with
 *   {@link LENGTH_MISMATCH_MESSAGE}. It is treated as a bisectable, non-global failure, because a model
 *   that merges or splits segments in a long list usually answers a shorter one correctly.
 * - Bisection: a failing chunk is halved and each half retried, recursively, when the failure is not
 *   global, is bisectable or not a ProviderException at all, the part holds more than one text and its
 *   depth is below {@link MAX_BISECTION_DEPTH}. Every text of a part that still fails gets the
 *   exception's message, or {@link GENERIC_FAILURE_MESSAGE} for anything else thrown.
 * - Global stop: after a global failure no call starts; every key not yet translated (parts still
 *   waiting, among them halves of parts that fail later) fails with the same message. Calls already in
 *   flight cannot be taken back: they finish, their usage is recorded, and what they translated is
 *   kept, like the chunks before the failure (a global failure stops further calls; these were made).
 * - Currencies: the first result to return fixes the batch currency. A result with a cost in another
 *   currency is refused: its texts are not used, it is not passed to `onResult` (the caller's totals
 *   are in one currency and cannot take it), and the batch stops as after a global, non-retryable
 *   failure with {@link MIXED_CURRENCY_MESSAGE}. Stopping bounds the unrecorded spending to the calls
 *   in flight: a provider that switched currency would bill every further call in it.
 * - Idempotency keys: chunk `i` of the plan is sent with `<seed>:<i>`, and the halves of a part with
 *   the part's key plus `.0` or `.1` (so `<seed>:3.1.0`). Each logical call keeps one key across
 *   redeliveries of the message, because the plan and the bisection path are deterministic (whatever
 *   order the calls run in). Halves get keys of their own rather than the parent's because they are
 *   different requests: an upstream that honours idempotency would answer a repeated key with the
 *   first response or reject it, defeating the bisection. The shared prefix still ties every
 *   bisection call to its chunk.
 *
 * Empty chunks are skipped without a call.
 */
export async function translateChunks(
  provider: TranslationProvider,
  chunks: readonly Chunk[],
  base: ChunkRequestBase,
  options: TranslateChunksOptions = {},
): Promise<TranslateChunksOutcome> {
  const seed = options.idempotencySeed ?? null;
  const slots = options.slots ?? new ConcurrencyLimiter('translate-chunks', 1, new LocalSlotStore(1));
  const outcomes = new Map<string, KeyOutcome>();
  const state: { globalFailure: ProviderException | null; batchCurrency: string | null; providerCalls: number; fatal: { error: unknown } | null } = {
    globalFailure: null,
    batchCurrency: null,
    providerCalls: 0,
    fatal: null,
  };
  /**
   * The settlements of the calls that ended: awaited before the chunks' outcome is returned, not by the
   * call's slot, so that the next call starts as soon as one answers (on PostgreSQL a settlement is a
   * round trip, and with it a slot was busy for a reservation, the call and a settlement).
   */
  const settlements: Promise<unknown>[] = [];
  // Aborted on a global failure or a fatal error, so that the wait for a slot ends with it.
  const stop = new AbortController();
  const stopping = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;

  const failPart = (part: ChunkPart, error: string): void => {
    for (const keys of part.keys) for (const key of keys) outcomes.set(key, { status: 'failed', error });
  };

  /** Sends one part and counts the call (call-metrics.ts); returns what `send` returns. */
  const sendCounted = async (part: ChunkPart): Promise<unknown> => {
    const calls = state.providerCalls;
    const startedAt = performance.now();
    const measured: { characters: number; timedOut: boolean } = { characters: 0, timedOut: false };
    const failure = await send(part, measured);
    if (state.providerCalls > calls) {
      observeProviderCall(provider.getId(), performance.now() - startedAt, failure === null ? null : failureKind(failure, measured.timedOut), measured.characters);
    }
    return failure;
  };

  /** Sends one part; returns what it failed with, or null when its translations were stored. */
  const send = async (part: ChunkPart, measured: { characters: number; timedOut: boolean }): Promise<unknown> => {
    const request: ProviderRequest = { ...base, texts: [...part.texts], format: part.format, idempotencyKey: part.idempotencyKey };
    if (part.hints.some((hint) => hint !== null)) request.textHints = [...part.hints];
    let result: ProviderResult;
    let settle: ((usage: ProviderUsage | null) => Promise<unknown>) | null = null;
    try {
      settle = options.reserve ? await options.reserve(request) : null;
    } catch (error) {
      // A reservation refused by the provider's monthly budget (budgets.ts) fails the call, which is never made.
      if (ProviderException.isInstance(error)) return error;
      throw error;
    }
    state.providerCalls += 1;
    let callEnded = false;
    const call = Promise.resolve()
      .then(() => provider.translate(request))
      .finally(() => (callEnded = true));
    // Settled by the call's own end, not by the timeout below: a late answer still reports its usage.
    const settled = settle
      ? call.then(
          (answer) => {
            if (!isWellFormed(answer)) return undefined;
            // A result refused for its currency is not recorded (see translateChunks), like onResult.
            const refused = state.batchCurrency !== null && answer.cost.currency !== state.batchCurrency;
            // The first result to return fixes the currency, also for calls returning meanwhile.
            if (!refused) state.batchCurrency ??= answer.cost.currency;
            return settle(refused ? null : answer);
          },
          (error: unknown) => settle(ProviderException.isInstance(error) ? error.usage : null),
        )
      : null;
    // A settlement that fails stops the chunks as a failing usage record does: no call starts after it.
    settled?.catch((error: unknown) => {
      state.fatal ??= { error };
      stop.abort();
    });
    try {
      result = await withCallTimeout(call, options.callTimeoutMs ?? CALL_TIMEOUT_MS);
    } catch (error) {
      // A failed call may still have been billed (ProviderException.usage): it is recorded all the same.
      const usage = ProviderException.isInstance(error) ? error.usage : null;
      if (usage && (state.batchCurrency === null || usage.cost.currency === state.batchCurrency)) {
        await options.onResult?.(createProviderResult({ texts: [], ...usage }), request);
      }
      // After a timeout the call may never end; its settlement then happens whenever it does.
      if (settled && callEnded) settlements.push(settled);
      measured.timedOut = !callEnded;
      measured.characters = usage?.characters ?? 0;
      return error;
    }
    if (settled) settlements.push(settled);
    // A custom provider may answer anything; what cannot be read as a result is a failure, not a crash.
    if (!isWellFormed(result)) return new ProviderException(MALFORMED_RESULT_MESSAGE, { bisectable: false });
    measured.characters = typeof result.characters === 'number' && result.characters > 0 ? result.characters : 0;
    const currency = result.cost.currency;
    if (state.batchCurrency !== null && currency !== state.batchCurrency) {
      return new ProviderException(MIXED_CURRENCY_MESSAGE, { globalFailure: true, bisectable: false });
    }
    state.batchCurrency = currency;
    // Outside the try above: a failing usage record is the caller's error, not the provider's.
    await options.onResult?.(result, request);
    const translations = result.texts;
    if (!Array.isArray(translations) || translations.length !== part.texts.length) {
      return new ProviderException(LENGTH_MISMATCH_MESSAGE, { bisectable: true });
    }
    // Loops, not callbacks, for each text (docs/architecture.md, "Optimised code and the collector").
    for (const text of translations) if (typeof text !== 'string') return new ProviderException(MALFORMED_RESULT_MESSAGE, { bisectable: true });
    for (let index = 0; index < part.keys.length; index += 1) {
      const text = translations[index] as string;
      for (const key of part.keys[index] as string[]) outcomes.set(key, { status: 'translated', text });
    }
    return null;
  };

  /** Parts waiting for a call, kept in plan order. */
  const waiting: ChunkPart[] = chunks
    .map((chunk, chunkIndex): ChunkPart => ({
      format: chunk.format,
      texts: chunk.texts,
      keys: chunk.keys,
      hints: chunk.hints ?? chunk.texts.map(() => null),
      idempotencyKey: chunkIdempotencyKey(seed, chunkIndex),
      depth: 0,
      position: [chunkIndex],
    }))
    .filter((part) => part.texts.length > 0);

  /** Sends a part and decides what its failure means: stored, halved (back to waiting), failed, or the global stop. */
  const run = async (part: ChunkPart): Promise<void> => {
    const failure = await sendCounted(part);
    if (failure === null) return;
    const exception = ProviderException.isInstance(failure) ? failure : null;
    if (exception?.globalFailure) {
      // A second global failure among the calls in flight keeps the first as the batch's.
      state.globalFailure ??= exception;
      stop.abort();
      failPart(part, exception.message);
      return;
    }
    const bisectable = exception === null || exception.bisectable;
    if (bisectable && part.texts.length > 1 && part.depth < MAX_BISECTION_DEPTH) {
      waiting.push(...split(part));
      waiting.sort(comparePositions);
      return;
    }
    failPart(part, exception ? exception.message || GENERIC_FAILURE_MESSAGE : GENERIC_FAILURE_MESSAGE);
  };

  const inFlight = new Set<Promise<void>>();
  for (;;) {
    if (waiting.length === 0 || stopping.aborted) {
      // Nothing to start now: a call in flight may still hand back halves.
      if (inFlight.size === 0) break;
      await Promise.race(inFlight);
      continue;
    }
    let release: ReleaseSlot;
    try {
      release = await slots.acquire(stopping);
    } catch (error) {
      // Stopped while waiting for a slot: the loop drains the calls in flight. Anything else (the
      // limiter's store unreachable) ends the batch with that error, for the queue to run it again.
      if (!stopping.aborted) {
        state.fatal ??= { error };
        stop.abort();
      }
      continue;
    }
    // The rule of the global stop is checked here, after the wait: no call starts after a global failure.
    const part = stopping.aborted ? undefined : waiting.shift();
    if (!part) {
      release();
      continue;
    }
    const call: Promise<void> = run(part)
      .catch((error: unknown) => {
        state.fatal ??= { error };
        stop.abort();
      })
      .finally(() => {
        release();
        inFlight.delete(call);
      });
    inFlight.add(call);
  }

  // Every ended call's usage is recorded before the batch goes on (or fails): a failed settlement fails it.
  await Promise.all(settlements);
  if (state.fatal) throw state.fatal.error;
  options.signal?.throwIfAborted();
  // Parts that never got a call: only a global failure leaves any.
  for (const part of waiting) failPart(part, state.globalFailure?.message ?? GENERIC_FAILURE_MESSAGE);
  const { globalFailure, providerCalls } = state;
  return { outcomes, globalFailure, retryableGlobal: globalFailure?.retryable ? globalFailure : null, providerCalls };
}
