/**
 * A job's errors as a merchant acts on them (docs/jobs.md, "Errors"): grouped by message, each group
 * with its records named by entity label and name, a hint where the fix is in the settings (a rejected
 * key, a spent quota), and the records the retry leaves out (partly translated) with the job that
 * completes them.
 *
 * @packageDocumentation
 */
import { contentSource } from '../content/content-sources.js';
import { writtenRecords } from '../model/history-rows.js';
import { isActiveJobStatus, loadJob } from '../model/job-store.js';
import { JOB_CONFIG_LIMITS, type JobConfig } from '../model/job-config.js';
import { createJobs, JOB_ERRORS, JobRequestError, type JobDependencies } from './jobs.js';
import { recordKey, recordNames } from './record-names.js';

/** Records named per group in the report; the group's count covers them all. */
export const GROUP_EXAMPLES = 10;

export const COMPLETE_ERRORS = {
  nothingPartly: 'The job has no partly translated records.',
  busy: 'The job is still queued or running.',
} as const;

/** Where a merchant fixes what a group of errors says: the provider settings, or nowhere in particular. */
export type ErrorAction = 'settings' | null;

export interface ErrorExample {
  entity: string;
  entityLabel: string;
  recordId: string;
  /** The record's name in its source language (the translation key for snippets); null when not found (deleted). */
  name: string | null;
  languageId: string | null;
  field: string | null;
}

export interface ErrorGroup {
  message: string;
  code: number;
  /** Distinct records (per target language) with this error. */
  records: number;
  /** Error rows (fields, or whole records) with this error. */
  fields: number;
  action: ErrorAction;
  examples: ErrorExample[];
}

/** Fields a provider translated for the job; `fallback` when it took over from the routed provider. */
export interface TranslatedBy {
  providerId: string;
  fields: number;
  fallback: boolean;
}

export interface JobErrorReport {
  groups: ErrorGroup[];
  /** Who translated the job's written fields, most first (the job page: "Translated by DeepL (212) and Google (28, fallback)"). */
  translatedBy: TranslatedBy[];
  /** Records with open errors of which the job wrote other fields: the retry leaves them out. */
  partlyTranslated: number;
}

/** Authentication (401, 403) and quota (402, DeepL's 456) failures are fixed in the provider settings. */
export function errorAction(code: number): ErrorAction {
  return code === 401 || code === 403 || code === 402 || code === 456 ? 'settings' : null;
}


interface OpenError {
  entity: string;
  recordId: string;
  languageId: string | null;
  field: string | null;
  message: string;
  code: number | null;
}

async function openErrors(deps: JobDependencies, jobId: string): Promise<OpenError[]> {
  return deps.db
    .selectFrom('ext_translate_job_error')
    .select(['entity', 'recordId', 'languageId', 'field', 'message', 'code'])
    .where('jobId', '=', jobId)
    .where('resolvedAt', 'is', null)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The partly translated records of a job: open errors on records the job wrote other fields of. */
async function partlyTranslated(deps: JobDependencies, jobId: string, errors: readonly OpenError[]): Promise<Map<string, { entity: string; languageId: string; recordId: string }>> {
  const written = new Set((await writtenRecords(deps.db, jobId)).map((row) => recordKey(row.entity, row.languageId, row.recordId)));
  const partly = new Map<string, { entity: string; languageId: string; recordId: string }>();
  for (const error of errors) {
    const key = recordKey(error.entity, error.languageId, error.recordId);
    if (error.languageId !== null && written.has(key)) partly.set(key, { entity: error.entity, languageId: error.languageId, recordId: error.recordId });
  }
  return partly;
}

/** GET /job/{jobId}/errors: the open errors grouped by message, most records first. */
export async function jobErrorReport(deps: JobDependencies, jobId: string): Promise<JobErrorReport> {
  const job = await loadJob(deps.db, jobId);
  if (!job) throw new JobRequestError(404, JOB_ERRORS.notFound);
  const errors = await openErrors(deps, jobId);
  const groups = new Map<string, ErrorGroup & { keys: Set<string> }>();
  for (const error of errors) {
    const code = error.code ?? 0;
    const groupKey = `${code}\u0000${error.message}`;
    const group = groups.get(groupKey) ?? { message: error.message, code, records: 0, fields: 0, action: errorAction(code), examples: [], keys: new Set<string>() };
    group.fields += 1;
    const key = recordKey(error.entity, error.languageId, error.recordId);
    if (!group.keys.has(key)) {
      group.keys.add(key);
      if (group.examples.length < GROUP_EXAMPLES) {
        group.examples.push({ entity: error.entity, entityLabel: contentSource(error.entity)?.label ?? error.entity, recordId: error.recordId, name: null, languageId: error.languageId, field: error.field });
      }
    }
    groups.set(groupKey, group);
  }
  const examples = [...groups.values()].flatMap((group) => group.examples);
  const names = await recordNames(deps, job.config, examples);
  for (const example of examples) example.name = names.get(recordKey(example.entity, example.languageId, example.recordId)) ?? null;
  const report = [...groups.values()].map(({ keys, ...group }) => ({ ...group, records: keys.size })).sort((a, b) => b.records - a.records || a.message.localeCompare(b.message));
  return { groups: report, translatedBy: await translatedBy(deps, jobId), partlyTranslated: (await partlyTranslated(deps, jobId, errors)).size };
}

/** Per provider the fields the job's history rows say it wrote; a provider none of the planned batches had is a fallback. */
async function translatedBy(deps: JobDependencies, jobId: string): Promise<TranslatedBy[]> {
  const [rows, planned] = await Promise.all([
    deps.db
      .selectFrom('ext_translate_history')
      .select(['providerId', (eb) => eb.fn.countAll<number>().as('fields')])
      .where('jobId', '=', jobId)
      .where('providerId', 'is not', null)
      .groupBy('providerId')
      .execute(),
    deps.db.selectFrom('ext_translate_job_batch').select('providerId').distinct().where('jobId', '=', jobId).where('healRound', '=', 0).execute(),
  ]);
  const routed = new Set(planned.map((row) => row.providerId));
  return rows
    .map((row) => ({ providerId: row.providerId as string, fields: Number(row.fields), fallback: !routed.has(row.providerId as string) }))
    .sort((a, b) => b.fields - a.fields || a.providerId.localeCompare(b.providerId));
}

/**
 * POST /job/{jobId}/complete: new jobs for the partly translated records of a finished job, with the
 * same provider and options but scope `selection` and mode `missing`, so that only the fields still
 * empty are written; each job takes the languages its records need. A selection holds at most
 * `JOB_CONFIG_LIMITS.idsPerEntity` ids (a job config's limit), so more records of an entity are split
 * over several jobs, created together (all or none). Answers the jobs' ids (`jobId`: the first) and how
 * many records they take.
 */
export async function completePartlyTranslated(deps: JobDependencies, jobId: string, createdBy: string | null): Promise<{ jobId: string; jobIds: string[]; records: number }> {
  const job = await loadJob(deps.db, jobId);
  if (!job) throw new JobRequestError(404, JOB_ERRORS.notFound);
  if (isActiveJobStatus(job.status)) throw new JobRequestError(400, COMPLETE_ERRORS.busy);
  const partly = await partlyTranslated(deps, jobId, await openErrors(deps, jobId));
  if (partly.size === 0) throw new JobRequestError(400, COMPLETE_ERRORS.nothingPartly);
  // Per entity, per record: the languages it is partly translated in.
  const byEntity = new Map<string, Map<string, Set<string>>>();
  for (const record of partly.values()) {
    const records = byEntity.get(record.entity) ?? new Map<string, Set<string>>();
    records.set(record.recordId, (records.get(record.recordId) ?? new Set<string>()).add(record.languageId));
    byEntity.set(record.entity, records);
  }
  const perJob = JOB_CONFIG_LIMITS.idsPerEntity;
  const sorted = [...byEntity].map(([name, records]) => ({ name, records, ids: [...records.keys()].sort() }));
  const jobCount = Math.max(...sorted.map((entity) => Math.ceil(entity.ids.length / perJob)));
  const configs: JobConfig[] = [];
  for (let index = 0; index < jobCount; index += 1) {
    const languages = new Set<string>();
    const entities = sorted.flatMap(({ name, records, ids }) => {
      const part = ids.slice(index * perJob, (index + 1) * perJob);
      for (const id of part) for (const language of records.get(id) ?? []) languages.add(language);
      return part.length > 0 ? [{ name, scope: 'selection' as const, ids: part }] : [];
    });
    configs.push({
      ...job.config,
      entities,
      targetLanguageIds: job.config.targetLanguageIds.filter((id) => languages.has(id)),
      options: { ...job.config.options, mode: 'missing' },
      automation: false,
    });
  }
  const jobIds = await createJobs(deps, configs, createdBy);
  const records = sorted.reduce((sum, entity) => sum + entity.ids.length, 0);
  return { jobId: jobIds[0] as string, jobIds, records };
}
