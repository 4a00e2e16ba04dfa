/**
 * `ext-translate estimate` and `ext-translate translate`: a JobConfig from command-line flags, the
 * estimate printed, or a job created and followed to its end with a progress bar (docs/cli.md).
 * The pure helpers (config building, rendering) are exported for the tests; the run functions return
 * the process exit code.
 */
import type { TranslateDb } from '../translate/model/tables/translate-schema.js';
import { normalizeId } from '../host/db/ids.js';
import type { Host } from '../host/host.js';
import { estimateRun, type EstimateResult } from '../translate/use-cases/estimate.js';
import { normaliseJobConfig, type JobConfig, type Tone } from '../translate/model/job-config.js';
import { FINAL_JOB_STATUSES } from '../translate/model/job-store.js';
import { cancelJob, createJob } from '../translate/use-cases/jobs.js';
import { planRun } from '../translate/use-cases/plan-run.js';
import { createProviderRegistry } from '../translate/providers/provider-service.js';
import { Cost } from '../translate/providers/contract.js';
import { BLOCKING_WARNINGS, type Warning } from '../translate/model/warnings.js';
import { jobDependencies } from '../translate/manifest.js';
import { startWorker } from '../translate/app.js';

/** The selection flags `estimate` and `translate` share, as commander parses them. */
export interface SelectionFlags {
  entities: string[];
  to: string[];
  from?: string;
  scope?: 'all' | 'missing';
  ids?: string[];
  provider?: string;
  mode?: 'all' | 'missing';
  tone?: Tone;
  glossary?: boolean;
  refreshOutdated?: boolean;
  protectManualEdits?: boolean;
  skipUnchanged?: boolean;
  seoTruncate?: boolean;
}

export interface LanguageRef {
  id: string;
  localeCode: string | null;
}

/** Final job statuses: the follow loop stops at them. */
export const FINAL_STATUSES: ReadonlySet<string> = FINAL_JOB_STATUSES;

/** How often the job row is read while following it. */
export const POLL_INTERVAL_MS = 250;
/** Without a terminal, a progress line is printed at most this often (and once at the end). */
export const PLAIN_PROGRESS_EVERY_MS = 2_000;
/** Error rows listed after a job with errors. */
export const ERRORS_SHOWN = 10;

export const EXIT_INTERRUPTED = 130;

/**
 * A language named on the command line: a language id (with or without dashes) or a locale code
 * (case-insensitive). Throws with the known locale codes when nothing matches.
 */
export function resolveLanguage(value: string, languages: readonly LanguageRef[], flag: '--to' | '--from'): string {
  const id = normalizeId(value);
  if (id !== null && languages.some((language) => language.id === id)) return id;
  const wanted = value.trim().toLowerCase();
  const match = languages.find((language) => language.localeCode?.toLowerCase() === wanted);
  if (match) return match.id;
  const known = [...new Set(languages.map((language) => language.localeCode).filter((code): code is string => !!code))].sort();
  throw new Error(`${flag}: unknown language "${value}". Give a locale code or a language id of this shop (${known.join(', ')}).`);
}

/**
 * The JobConfig the flags describe, normalised as POST /estimate and POST /job normalise it (throws
 * JobConfigError with the API's message, e.g. for an invalid id in --ids).
 */
export function buildJobConfig(flags: SelectionFlags, languages: readonly LanguageRef[]): JobConfig {
  const ids = flags.ids && flags.ids.length > 0 ? flags.ids : null;
  const entities = flags.entities.map((name) => (ids ? { name, scope: 'selection', ids } : { name, scope: flags.scope ?? 'all' }));
  return normaliseJobConfig({
    config: {
      entities,
      sourceLanguageId: flags.from !== undefined && flags.from.trim() !== '' ? resolveLanguage(flags.from, languages, '--from') : null,
      targetLanguageIds: flags.to.map((target) => resolveLanguage(target, languages, '--to')),
      providerId: flags.provider ?? '',
      options: {
        mode: flags.mode ?? 'missing',
        tone: flags.tone ?? 'default',
        glossary: flags.glossary ?? true,
        refreshOutdated: flags.refreshOutdated ?? true,
        protectManualEdits: flags.protectManualEdits ?? true,
        skipUnchanged: flags.skipUnchanged ?? true,
        seoTruncate: flags.seoTruncate ?? true,
      },
    },
  });
}

export function formatCost(amount: number, currency: string): string {
  return `${amount.toFixed(4)} ${currency}`;
}

/** `m:ss`, or `h:mm:ss` from an hour on. */
export function formatElapsed(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The lines `estimate` prints. */
export function renderEstimate(result: EstimateResult): string[] {
  const lines = [
    `items:      ${result.items}`,
    `characters: ${result.characters}`,
    `exact:      ${result.exact ? 'yes' : 'no (extrapolated beyond the records read)'}`,
    `cost:       ${formatCost(result.cost.amount, result.cost.currency)}`,
  ];
  if (result.fromMemory.texts > 0) lines.push(`memory:     ${result.fromMemory.texts} texts (${result.fromMemory.characters} characters) from the translation memory, not sent`);
  if (result.credits !== null) lines.push(`credits:    ${result.credits}`);
  if (result.serviceTier !== null) lines.push(`tier:       ${result.serviceTier}`);
  if (result.multiplier !== null) lines.push(`multiplier: ${result.multiplier}`);
  for (const item of result.warnings) lines.push(renderWarning(item));
  return lines;
}

export function renderWarning(item: Warning): string {
  return `warning ${item.code}: ${item.message}`;
}

/** What the follow loop reads of a job row. */
export interface JobProgress {
  status: string;
  total: number;
  processed: number;
  translated: number;
  skipped: number;
  failed: number;
  characters: number;
  costAmount: number;
  costCurrency: string;
}

function fraction(progress: JobProgress): number {
  if (progress.total <= 0) return progress.status === 'completed' ? 1 : 0;
  return Math.min(1, Math.max(0, progress.processed / progress.total));
}

export function renderBar(value: number, width: number): string {
  const filled = Math.round(Math.min(1, Math.max(0, value)) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
}

function waiting(progress: JobProgress): boolean {
  return progress.status === 'queued';
}

function counts(progress: JobProgress): string {
  return `${progress.translated} translated, ${progress.skipped} skipped, ${progress.failed} failed`;
}

/** A character count for the terminal line: 9876, 12.3k, 4.56M. */
export function shortCount(value: number): string {
  if (value < 10_000) return String(value);
  if (value < 1_000_000) return `${(value / 1000).toFixed(1)}k`;
  return `${(value / 1_000_000).toFixed(2)}M`;
}

/**
 * The redrawn terminal line: bar, processed/total, percentage, counters, characters, cost, elapsed.
 * The bar's width depends on the terminal's only, so it does not jump while the numbers grow. The line
 * never wraps (a wrapped line cannot be redrawn with \r): on a narrow terminal the counters are
 * shortened, and what still does not fit is cut.
 */
export function renderProgressLine(progress: JobProgress, elapsedMs: number, columns = 80): string {
  const elapsed = formatElapsed(elapsedMs);
  if (waiting(progress)) return fit(`queued, waiting for a worker  ${elapsed}`, columns);
  const percent = `${Math.floor(fraction(progress) * 100)}%`.padStart(4);
  const done = `${String(progress.processed).padStart(String(progress.total).length)}/${progress.total}`;
  const tail = `${shortCount(progress.characters)} chars  ${formatCost(progress.costAmount, progress.costCurrency)}  ${elapsed}`;
  const long = ` ${done} ${percent}  ${counts(progress)}  ${tail}`;
  const short = ` ${done} ${percent} ${progress.translated} ok ${progress.skipped} skip ${progress.failed} fail ${tail}`;
  const width = columns >= 120 ? 30 : columns >= 100 ? 20 : 10;
  const rest = width + 2 + long.length <= columns - 1 ? long : short;
  return fit(`${renderBar(fraction(progress), width)}${rest}`, columns);
}

function fit(line: string, columns: number): string {
  const max = Math.max(20, columns - 1);
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}

/** The line printed without a terminal (logs, CI). */
export function renderPlainProgress(progress: JobProgress, elapsedMs: number): string {
  const elapsed = formatElapsed(elapsedMs);
  if (waiting(progress)) return `progress: queued, waiting for a worker (${elapsed} elapsed)`;
  return (
    `progress: ${progress.processed}/${progress.total} records (${Math.floor(fraction(progress) * 100)}%), ${counts(progress)}, ` +
    `${progress.characters} characters, ${formatCost(progress.costAmount, progress.costCurrency)} (${elapsed} elapsed)`
  );
}

const STATUS_WORDS: Record<string, string> = {
  completed: 'completed',
  completed_with_errors: 'completed with errors',
  cancelled: 'was cancelled',
};

export function renderSummary(jobId: string, progress: JobProgress, elapsedMs: number): string {
  return (
    `Job ${jobId} ${STATUS_WORDS[progress.status] ?? progress.status}: ${progress.processed} of ${progress.total} records processed, ` +
    `${counts(progress)}; ${progress.characters} characters, cost ${formatCost(progress.costAmount, progress.costCurrency)}; ` +
    `took ${formatElapsed(elapsedMs)}.`
  );
}

export interface JobErrorRow {
  entity: string;
  recordId: string;
  languageId: string | null;
  field: string | null;
  message: string;
}

/** The error listing after a job with errors: at most {@link ERRORS_SHOWN} rows, then how many more. */
export function renderErrors(rows: readonly JobErrorRow[], total: number, locales: ReadonlyMap<string, string> = new Map()): string[] {
  if (total === 0) return [];
  const lines = [total === 1 ? '1 error:' : rows.length < total ? `${total} errors, the first ${rows.length}:` : `${total} errors:`];
  for (const row of rows) {
    const language = row.languageId ? ` ${locales.get(row.languageId) ?? row.languageId}` : '';
    lines.push(`  ${row.entity} ${row.recordId}${language} ${row.field ?? '(record)'}: ${row.message}`);
  }
  if (total > rows.length) lines.push(`  ... and ${total - rows.length} more.`);
  return lines;
}

/** The exit code of a job that ended in this status. */
export function exitCodeOf(status: string): number {
  return status === 'completed' ? 0 : 1;
}

async function readLanguageRefs(db: TranslateDb): Promise<LanguageRef[]> {
  return db.selectFrom('language').select(['id', 'localeCode']).orderBy('localeCode').execute();
}

/** `ext-translate estimate`: prints the estimate (or its JSON) and returns 0. */
export async function runEstimate(host: Host, flags: SelectionFlags & { json?: boolean }): Promise<number> {
  const config = buildJobConfig(flags, await readLanguageRefs(host.database.db));
  const providers = await createProviderRegistry(host, { logger: host.logger });
  const result = await estimateRun({ db: host.database.db, settings: host.settings, providers }, config);
  if (flags.json) console.log(JSON.stringify(result, null, 2));
  else for (const line of renderEstimate(result)) console.log(line);
  return 0;
}

export interface FollowOptions {
  /** Run queue workers in this process while following (default true). */
  worker: boolean;
  concurrency: number;
  /** Where the progress goes; default process.stderr. */
  progress?: NodeJS.WriteStream;
  pollIntervalMs?: number;
  /** Print the outcome as one JSON object on stdout (and the job's creation on stderr). */
  json?: boolean;
}

/** What `translate --json` prints when the job has ended. */
export function outcomeJson(jobId: string, progress: JobProgress, message: string | null, errors: number) {
  const { costAmount, costCurrency, ...counters } = progress;
  return { jobId, ...counters, cost: new Cost(costAmount, costCurrency).toJSON(), message, errors };
}

/**
 * The line that says a job ended without any record to work on because of its warnings (no snippet set
 * for the target, a target equal to the source ...), or null when it had work or no warning explains why.
 */
export function nothingDoneLine(progress: JobProgress, warnings: readonly Warning[]): string | null {
  if (progress.total > 0 || progress.status !== 'completed' || warnings.length === 0) return null;
  return `Nothing was translated: ${warnings.map((item) => item.message).join(' ')}`;
}

async function readProgress(db: TranslateDb, jobId: string): Promise<JobProgress> {
  const row = await db
    .selectFrom('ext_translate_job')
    .select(['status', 'total', 'processed', 'translated', 'skipped', 'failed', 'characters', 'costAmount', 'costCurrency'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return {
    status: String(row.status),
    total: Number(row.total),
    processed: Number(row.processed),
    translated: Number(row.translated),
    skipped: Number(row.skipped),
    failed: Number(row.failed),
    characters: Number(row.characters),
    costAmount: Number(row.costAmount),
    costCurrency: String(row.costCurrency),
  };
}

async function printErrors(db: TranslateDb, jobId: string): Promise<void> {
  const [rows, counted, languages] = await Promise.all([
    db
      .selectFrom('ext_translate_job_error')
      .select(['entity', 'recordId', 'languageId', 'field', 'message'])
      .where('jobId', '=', jobId)
      .orderBy('createdAt')
      .orderBy('entity')
      .orderBy('recordId')
      .orderBy('field')
      .limit(ERRORS_SHOWN)
      .execute(),
    db.selectFrom('ext_translate_job_error').select((eb) => eb.fn.countAll().as('count')).where('jobId', '=', jobId).executeTakeFirstOrThrow(),
    readLanguageRefs(db),
  ]);
  const locales = new Map(languages.filter((language) => language.localeCode).map((language) => [language.id, language.localeCode as string]));
  for (const line of renderErrors(rows as JobErrorRow[], Number(counted.count), locales)) console.log(line);
}

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * `ext-translate translate`: creates the job (a refused config throws with the API's message), runs
 * in-process workers unless told not to, and follows the job to its end. Ctrl-C cancels the job.
 * Returns the exit code: 0 completed, 1 with errors or cancelled, 130 interrupted.
 */
export async function runTranslate(host: Host, flags: SelectionFlags, options: FollowOptions): Promise<number> {
  const db = host.database.db;
  const config = buildJobConfig(flags, await readLanguageRefs(db));
  const providers = await createProviderRegistry(host, { logger: host.logger });
  const deps = jobDependencies(host, providers);
  const { warnings } = await planRun(deps, config);
  const jobId = await createJob(deps, config, null);

  const out = options.progress ?? process.stderr;
  const tty = out.isTTY === true;
  const started = Date.now();
  const interrupt: { requested: boolean; cancelling: Promise<unknown> | null } = { requested: false, cancelling: null };
  const onInterrupt = () => {
    if (interrupt.requested) process.exit(EXIT_INTERRUPTED);
    interrupt.requested = true;
    if (tty) out.write('\n');
    out.write(`Cancelling job ${jobId} (press Ctrl-C again to quit without waiting) ...\n`);
    interrupt.cancelling = cancelJob(db, jobId).catch((error: unknown) => {
      out.write(`The job could not be cancelled: ${error instanceof Error ? error.message : String(error)}\n`);
    });
  };
  process.on('SIGINT', onInterrupt);

  let progress: JobProgress;
  try {
    (options.json ? console.error : console.log)(`Created translation job ${jobId}.`);
    for (const item of warnings) if (!BLOCKING_WARNINGS.has(item.code)) console.error(renderWarning(item));
    if (options.worker) await startWorker(host, providers, { concurrency: options.concurrency });
    else console.error('No worker runs in this process (--no-worker): `ext-translate serve` or `ext-translate worker` must run the job.');
    let lastPlain: { at: number; state: string } | null = null;
    for (;;) {
      progress = await readProgress(db, jobId);
      const final = FINAL_STATUSES.has(progress.status);
      const elapsed = Date.now() - started;
      if (tty) {
        out.write(`\r${renderProgressLine(progress, elapsed, out.columns || 80)}\x1b[K${final ? '\n' : ''}`);
      } else {
        // A new plain line needs a change of the counters (not just of the clock), and 2 s since the last one.
        const state = renderPlainProgress(progress, 0);
        if (final || lastPlain === null || (state !== lastPlain.state && elapsed - lastPlain.at >= PLAIN_PROGRESS_EVERY_MS)) {
          out.write(`${renderPlainProgress(progress, elapsed)}\n`);
          lastPlain = { at: elapsed, state };
        }
      }
      if (final) break;
      await sleep(options.pollIntervalMs ?? POLL_INTERVAL_MS);
    }
    await interrupt.cancelling;
  } finally {
    process.off('SIGINT', onInterrupt);
  }

  const nonBlocking = warnings.filter((item) => !BLOCKING_WARNINGS.has(item.code));
  if (options.json) {
    const job = await db.selectFrom('ext_translate_job').select('message').where('id', '=', jobId).executeTakeFirstOrThrow();
    const errors = await db.selectFrom('ext_translate_job_error').select((eb) => eb.fn.countAll().as('count')).where('jobId', '=', jobId).executeTakeFirstOrThrow();
    console.log(JSON.stringify(outcomeJson(jobId, progress, (job.message as string | null) ?? null, Number(errors.count))));
  } else {
    console.log(renderSummary(jobId, progress, Date.now() - started));
    const nothingDone = nothingDoneLine(progress, nonBlocking);
    if (nothingDone !== null) console.log(nothingDone);
    if (progress.status !== 'completed') await printErrors(db, jobId);
  }
  if (interrupt.requested) {
    if (progress.status !== 'cancelled') {
      console.error(`Job ${jobId} had already ended; nothing was cancelled.`);
      return exitCodeOf(progress.status);
    }
    console.error(`Cancelled job ${jobId}; what was translated before stays written.`);
    return EXIT_INTERRUPTED;
  }
  return exitCodeOf(progress.status);
}
