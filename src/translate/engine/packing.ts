/**
 * How many records one queue message takes (docs/operations.md, "Packing"): the `batchSize` setting when
 * it is set (the spec's limit), else as many as fill the provider's calls a message can keep in flight:
 * texts per call x calls in flight / translatable fields per record, rounded up to a whole multiple of
 * texts per call, at most {@link MAX_RECORDS_PER_MESSAGE}. A message then fills whole calls instead of
 * leaving its last one half empty (HTML and text apart), and one message alone keeps the provider's
 * limit of calls in flight busy.
 */
import type { SettingsReader } from '../../host/settings/system-config.js';
import { isCallLimitProvider, type TranslationProvider } from '../providers/contract.js';
import { CONFIG_DOMAIN } from '../model/settings.js';
import type { TextFormat } from './placeholders.js';

/** Records per message without a provider to size by (an unknown provider fails its records anyway). */
export const DEFAULT_BATCH_SIZE = 25;
/** The most records one message takes: bounds its memory and the time it holds a worker. */
export const MAX_RECORDS_PER_MESSAGE = 500;
/** Calls in flight a message plans for at most, and without the provider's own figure. */
const MAX_PLANNED_CALLS = 8;
const DEFAULT_PLANNED_CALLS = 4;

/** The `batchSize` setting (1..500), or null when it is not set: messages are then sized by volume. */
export async function configuredBatchSize(settings: SettingsReader): Promise<number | null> {
  const value = await settings.get(`${CONFIG_DOMAIN}.batchSize`);
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_RECORDS_PER_MESSAGE ? value : null;
}

/** The calls in flight a message plans for with this provider. */
export function plannedCalls(provider: TranslationProvider): number {
  return isCallLimitProvider(provider) ? Math.min(MAX_PLANNED_CALLS, Math.max(1, provider.defaultCallsInFlight())) : DEFAULT_PLANNED_CALLS;
}

/** Records per message for one provider and entity (`fieldsPerRecord`: the fields a run considers). */
export function recordsPerMessage(configured: number | null, provider: TranslationProvider | undefined, fieldsPerRecord: number): number {
  if (configured !== null) return configured;
  if (!provider) return DEFAULT_BATCH_SIZE;
  const calls = plannedCalls(provider);
  const perCall = provider.getMaxBatchSize();
  // A whole number of calls' worth of records: HTML and plain text travel apart, and a field that gives
  // one text per record (a description, a name) then fills its calls completely.
  const records = Math.max(1, Math.ceil((perCall * calls) / Math.max(1, fieldsPerRecord) / perCall)) * perCall;
  const cap = perCall <= MAX_RECORDS_PER_MESSAGE ? MAX_RECORDS_PER_MESSAGE - (MAX_RECORDS_PER_MESSAGE % perCall) : MAX_RECORDS_PER_MESSAGE;
  return Math.min(cap, records);
}

/** A text a record would send, as packing counts it. */
export interface TextVolume {
  format: TextFormat;
  /** Its UTF-8 bytes; 0 when the limits packed against have no byte limit (not measured then). */
  bytes: number;
}

/** A record with the texts it would send that nothing before it covers (memory, earlier messages). */
export interface RecordVolume {
  id: string;
  texts: readonly TextVolume[];
}

/** The provider's limits of one call. */
export interface CallLimits {
  maxBatchSize: number;
  maxChunkBytes: number;
}

/**
 * What a message's fixed work (its statements, its commits, its hand-over) weighs against the empty room of
 * its calls when packByVolume chooses where it ends, in calls: a message that ends where its last calls
 * are a little emptier but takes many more records wins.
 */
const MESSAGE_WEIGHT_IN_CALLS = 0.5;

/**
 * Records in messages by the texts they send (dedupe before packing: a text the memory holds, or an
 * earlier record of the job sends, counts nowhere), so that the job makes hardly more calls than its
 * texts need. A message sends each format (HTML, plain text) in calls of its own, and the last call of
 * each is partly empty. Message by message, in the records' order, the end is chosen among those that fill
 * at least `calls` calls (the job's last message, and one of records without texts, may fill fewer) and
 * take at most `maxRecords` records (within {@link MAX_RECORDS_PER_MESSAGE}): where the empty room of its
 * last calls, plus {@link MESSAGE_WEIGHT_IN_CALLS}, is least per call it fills. Among ends as good, the
 * longer wins; the records left when they fit in one message are the last.
 *
 * Each message looks at its own possible ends only: 33 ms for 20,000 records on the thirtieth round's
 * machine, most of it the prefix sums, where a search over every cut point of the job (dynamic
 * programming, until then) took 219 ms, for a job bound met within a few calls either way
 * (bench/README.md).
 */
export function packByVolume(records: readonly RecordVolume[], limits: CallLimits, calls: number, maxRecords: number = MAX_RECORDS_PER_MESSAGE): string[][] {
  const most = Math.max(1, Math.min(MAX_RECORDS_PER_MESSAGE, maxRecords));
  const count = records.length;
  if (count === 0) return [];
  // Prefix sums per format, interleaved by record: for cut point i, at i * stride + 2 * slot the texts and
  // at i * stride + 2 * slot + 1 the bytes of records [0, i) in that format.
  const formats = [...new Set(records.flatMap((record) => record.texts.map((text) => text.format)))];
  const stride = 2 * formats.length;
  const prefix = new Float64Array((count + 1) * stride);
  records.forEach((record, index) => {
    const at = (index + 1) * stride;
    formats.forEach((format, slot) => {
      let added = 0;
      let size = 0;
      for (const text of record.texts) {
        if (text.format !== format) continue;
        added += 1;
        size += text.bytes;
      }
      prefix[at + 2 * slot] = (prefix[at - stride + 2 * slot] as number) + added;
      prefix[at + 2 * slot + 1] = (prefix[at - stride + 2 * slot + 1] as number) + size;
    });
  });
  const { maxBatchSize, maxChunkBytes } = limits;
  const cuts: number[] = [];
  for (let from = 0; from < count; ) {
    if (count - from <= most) {
      cuts.push(count);
      break;
    }
    const start = from * stride;
    // From the longest message to the shortest: once one fills fewer than `calls` calls, so do the shorter.
    let best = from + most;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let to = from + most; to > from; to -= 1) {
      const end = to * stride;
      // The volume in calls of records [from, to) and the empty room of their last calls.
      let volume = 0;
      let empty = 0;
      for (let offset = 0; offset < stride; offset += 2) {
        const sent = (prefix[end + offset] as number) - (prefix[start + offset] as number);
        const size = (prefix[end + offset + 1] as number) - (prefix[start + offset + 1] as number);
        const byTexts = sent / maxBatchSize;
        const byBytes = size / maxChunkBytes;
        const exact = byTexts > byBytes ? byTexts : byBytes;
        volume += exact;
        const room = Math.ceil(exact - 1e-9) - exact;
        if (room > 0) empty += room;
      }
      if (volume < calls) break;
      const cost = (empty + MESSAGE_WEIGHT_IN_CALLS) / volume;
      if (cost < bestCost - 1e-12) {
        bestCost = cost;
        best = to;
      }
    }
    cuts.push(best);
    from = best;
  }
  let from = 0;
  return cuts.map((to) => {
    const ids = records.slice(from, to).map((record) => record.id);
    from = to;
    return ids;
  });
}
