/**
 * The exchange with translation agencies (docs/api.md, "Exchange"; docs/jobs.md, "Import jobs"): the
 * export writes what a run of a config would translate into one target language as an XLIFF file; the
 * import reads such a file back and writes its translations as a job of its own (`config.kind:
 * 'import'`), in one transaction: the job row, every field with its history row, the job's errors and its
 * counters commit together, or nothing does. A file that cannot be read is refused before anything is
 * written.
 *
 * @packageDocumentation
 */
import { normalizeId } from '../../host/db/ids.js';
import type { ContentSource, LanguagePair, RecordWrites, SelectedRecord, WrittenPage } from '../content/content-source.js';
import { contentSource } from '../content/content-sources.js';
import { exportField, importField, IMPORT_SKIP_REASONS, type ImportContext, type ImportSkipReason } from '../engine/exchange/exchange-fields.js';
import { readXliff, type ReadUnit } from '../engine/exchange/xliff-read.js';
import { EXCHANGE_FORMATS, writeXliff, type ExchangeField, type ExchangeFormat } from '../engine/exchange/xliff-write.js';
import { loadGlossary, termsForTarget, type TargetTerms } from '../engine/glossary.js';
import { recordWork, translatableCustomFields } from '../engine/work.js';
import { publishTranslatedFields, type PublishOutcome } from '../engine/publish.js';
import type { LastWrite } from '../model/history-rows.js';
import { normaliseJobConfig, type JobConfig, type PublishMode } from '../model/job-config.js';
import { finishJobIfDone, insertRunningJob, readJobStatus, recordBatchOutcome, type JobStatus, type RecordError } from '../model/job-store.js';
import type { TranslateTx } from '../model/tables/translate-schema.js';
import { warning } from '../model/warnings.js';
import { JOB_ERRORS, JobRequestError } from './jobs.js';
import { contentQuery, planRun, type RunDependencies } from './plan-run.js';
import { readLanguages } from './resolve.js';

export const EXCHANGE_ERRORS = {
  format: 'The "format" must be "xliff-1.2" or "xliff-2.0".',
  publish: 'The "publish" must be "immediately", "review" or "checked".',
  oneTarget: 'An export names exactly one target language.',
  missingFile: 'Missing XLIFF file in the request body.',
  noUnits: 'The file holds no translation unit.',
  nothingToExport: 'The config selects no field to export.',
  unknownLanguage: (role: 'source' | 'target', locale: string | null) =>
    locale === null ? `The file names no ${role} language.` : `The ${role} language "${locale}" of the file is no language of the shop.`,
  unknownRecord: (entity: string, recordId: string) => `The record "${recordId}" of "${entity}" does not exist.`,
  unknownField: (entity: string, field: string) => `"${field}" is no translatable field of "${entity}".`,
} as const;

/** The content type of the file, both ways. */
export const XLIFF_CONTENT_TYPE = 'application/xliff+xml';

/** Warnings of a plan that leave nothing to export: the first one's message is the 400 answer. */
const EXPORT_BLOCKING = new Set(['target_language_missing', 'source_equals_target', 'entity_unsupported', 'snippet_source_set_missing', 'snippet_target_set_missing']);

/** Records read per statement. */
const PAGE = 500;

export function isExchangeFormat(value: unknown): value is ExchangeFormat {
  return (EXCHANGE_FORMATS as readonly unknown[]).includes(value);
}

export interface ExportedFile {
  fileName: string;
  xliff: string;
  /** Fields written as units. */
  units: number;
}

/**
 * The export of a config (exactly one target): per entity the records and fields a run would translate,
 * chosen by the same selection and write gates (mode `missing` or `all`, options.fields, custom fields).
 */
export async function exportXliff(deps: RunDependencies, config: JobConfig, format: ExchangeFormat): Promise<ExportedFile> {
  if (config.entities.length === 0) throw new JobRequestError(400, JOB_ERRORS.noEntities);
  if (config.targetLanguageIds.length !== 1) throw new JobRequestError(400, EXCHANGE_ERRORS.oneTarget);
  const plan = await planRun(deps, config);
  const blocking = plan.warnings.find((item) => EXPORT_BLOCKING.has(item.code));
  if (blocking) throw new JobRequestError(400, blocking.message);
  const target = plan.targets[0];
  if (!target) throw new JobRequestError(400, JOB_ERRORS.noTargets);

  const customFields = await translatableCustomFields(deps.db);
  const files: { entity: string; fields: ExchangeField[] }[] = [];
  for (const entity of plan.entities) {
    const source = contentSource(entity.name) as ContentSource;
    const fields = source.fields(config.options);
    const query = contentQuery(target, entity, config.options);
    const exported: ExchangeField[] = [];
    for (let after: string | null = null; ; ) {
      const { records, last }: WrittenPage = await source.selectWithLastWrites(deps.db, query, { after, limit: PAGE });
      for (const record of records) {
        for (const task of recordWork(source, record, fields, config.options, last, customFields).tasks) exported.push(exportField(task, record.id, customFields));
      }
      if (records.length < PAGE) break;
      after = records[records.length - 1]?.id ?? null;
    }
    // XLIFF 2.0 wants a unit in every <file>: an entity without fields to export has no file.
    if (exported.length > 0) files.push({ entity: entity.name, fields: exported });
  }
  if (files.length === 0) throw new JobRequestError(400, EXCHANGE_ERRORS.nothingToExport);
  return {
    fileName: `${plan.entities.map((entity) => entity.name).join('+')}-${target.sourceLocale}-${target.targetLocale}.xlf`,
    xliff: writeXliff(format, { sourceLocale: target.sourceLocale, targetLocale: target.targetLocale, files }),
    units: files.reduce((sum, file) => sum + file.fields.length, 0),
  };
}

/** A field the import did not write, and why. */
export interface SkippedUnit {
  entity: string;
  recordId: string;
  field: string;
  reason: ImportSkipReason;
}

export interface ImportResult {
  jobId: string;
  status: JobStatus;
  /** Fields the file holds. */
  units: number;
  /** Fields written into the store, and fields kept as drafts for review (the publish mode). */
  written: number;
  drafts: number;
  skipped: SkippedUnit[];
  failed: number;
}

export interface ImportOptions {
  /** Leave fields edited by hand since the service last wrote them (the write gate of that name). Default true. */
  protectManualEdits: boolean;
  /** Like a job's `publish` (docs/jobs.md, "Review and quality checks"). Default `immediately`. */
  publish: PublishMode;
  createdBy: string | null;
}

/** One entity's part of an import: the records to write and the units that failed. */
interface EntityOutcome {
  entity: string;
  source: ContentSource | undefined;
  records: RecordWrites[];
  errors: RecordError[];
  skipped: SkippedUnit[];
}

function sameLocale(a: string, b: string): boolean {
  return a.trim().replace(/_/g, '-').toLowerCase() === b.trim().replace(/_/g, '-').toLowerCase();
}

/** No glossary terms: the checks of an import without the glossary option. */
const NO_TERMS: TargetTerms = { keepTerms: [], replaceTerms: [], providerTerms: {} };

/**
 * Writes an import's fields into one target language, in the import's transaction, through the same
 * publish step as a run: each field gets its quality checks and is written or kept as a draft by the
 * publish mode, with its history row.
 */
async function writeImportedFields(
  trx: TranslateTx,
  source: ContentSource,
  target: { languageId: string; locale: string; jobId: string },
  records: readonly RecordWrites[],
  context: { mode: PublishMode; terms: TargetTerms | null; customFields: Awaited<ReturnType<typeof translatableCustomFields>> },
): Promise<PublishOutcome | null> {
  if (records.length === 0) return null;
  return publishTranslatedFields(trx, { source, target, mode: context.mode, terms: context.terms ?? NO_TERMS, customFields: context.customFields }, records);
}

/** Reads the records the units of one entity name and decides every unit. */
async function importEntity(deps: RunDependencies, entity: string, units: ReadUnit[], pair: LanguagePair, context: Omit<ImportContext, 'entity' | 'source' | 'last'>): Promise<EntityOutcome> {
  const outcome: EntityOutcome = { entity, source: contentSource(entity), records: [], errors: [], skipped: [] };
  const fail = (unit: ReadUnit, message: string) =>
    outcome.errors.push({ entity, recordId: unit.recordId, languageId: pair.targetLanguageId, field: unit.field, message, code: 0 });
  const source = outcome.source;
  if (!source) {
    for (const unit of units) fail(unit, warning('entity_unsupported', { entity }).message);
    return outcome;
  }
  const problems = await source.unavailable(deps.db, pair);
  if (problems[0]) {
    for (const unit of units) fail(unit, problems[0].message);
    return outcome;
  }
  // Store entities name records by id (any case, with or without dashes); snippets by translation key.
  const keyOf = (recordId: string) => (source.languageSet === null ? normalizeId(recordId.toLowerCase()) : recordId);
  const keys = [...new Set(units.map((unit) => keyOf(unit.recordId)).filter((key): key is string => key !== null))];
  const records = new Map<string, SelectedRecord>();
  const last = new Map<string, LastWrite>();
  for (let index = 0; index < keys.length; index += PAGE) {
    const page = await source.readWithLastWrites(deps.db, pair, keys.slice(index, index + PAGE));
    for (const record of page.records) records.set(record.id, record);
    for (const [key, write] of page.last) last.set(key, write);
  }
  const fields = new Map(source.fields({ fields: null, includeCustomFields: true }).map((field) => [field.name, field]));
  const importContext: ImportContext = { ...context, entity, source, last };
  const writes = new Map<string, RecordWrites>();
  for (const unit of units) {
    const key = keyOf(unit.recordId);
    const record = key !== null ? records.get(key) : undefined;
    const field = fields.get(unit.field);
    if (!record) fail(unit, EXCHANGE_ERRORS.unknownRecord(entity, unit.recordId));
    else if (!field) fail(unit, EXCHANGE_ERRORS.unknownField(entity, unit.field));
    else {
      const result = importField(importContext, record, field, unit);
      if ('error' in result) fail({ ...unit, recordId: record.id }, result.error);
      else if ('skipped' in result) outcome.skipped.push({ entity, recordId: record.id, field: field.name, reason: result.skipped });
      else {
        const entry = writes.get(record.id) ?? { recordId: record.id, writes: [] };
        entry.writes.push(result.write);
        writes.set(record.id, entry);
      }
    }
  }
  outcome.records = [...writes.values()];
  return outcome;
}

/** The job's message: how many fields were skipped for which reason, naming the first few. */
function skippedMessage(format: ExchangeFormat, skipped: readonly SkippedUnit[]): string {
  const lines = [`Imported from an ${format === 'xliff-2.0' ? 'XLIFF 2.0' : 'XLIFF 1.2'} file.`];
  const byReason = new Map<ImportSkipReason, SkippedUnit[]>();
  for (const unit of skipped) byReason.set(unit.reason, [...(byReason.get(unit.reason) ?? []), unit]);
  for (const [reason, units] of byReason) {
    const named = units.slice(0, 10).map((unit) => `${unit.entity}/${unit.recordId}/${unit.field}`);
    const more = units.length > named.length ? ` and ${units.length - named.length} more` : '';
    lines.push(`${units.length} ${units.length === 1 ? 'field' : 'fields'} skipped: ${IMPORT_SKIP_REASONS[reason]} (${named.join(', ')}${more})`);
  }
  return lines.join(' ');
}

/**
 * The import of a file: a job of kind `import` that writes every translated unit that passes the
 * checks, in one transaction.
 *
 * @throws ExchangeFileError when the file cannot be read (nothing is written).
 */
export async function importXliff(deps: RunDependencies, text: string, options: ImportOptions): Promise<ImportResult> {
  const document = readXliff(text);
  if (document.units.length === 0) throw new JobRequestError(400, EXCHANGE_ERRORS.noUnits);
  const languages = [...(await readLanguages(deps.db)).values()];
  const byLocale = (locale: string | null) => (locale === null ? undefined : languages.find((language) => sameLocale(language.localeCode, locale)));
  const sourceLanguage = byLocale(document.sourceLocale);
  const targetLanguage = byLocale(document.targetLocale);

  const groups = new Map<string, ReadUnit[]>();
  for (const unit of document.units) groups.set(unit.entity, [...(groups.get(unit.entity) ?? []), unit]);

  const config: JobConfig = {
    ...normaliseJobConfig({ config: { options: { mode: 'all', skipUnchanged: false, protectManualEdits: options.protectManualEdits, publish: options.publish } } }),
    kind: 'import',
    format: document.format,
    entities: [...groups].map(([name, units]) => ({ name, scope: 'selection' as const, ids: [...new Set(units.map((unit) => unit.recordId))] })),
    sourceLanguageId: sourceLanguage?.id ?? null,
    targetLanguageIds: targetLanguage ? [targetLanguage.id] : [],
  };

  const outcomes: EntityOutcome[] = [];
  let publishContext: Parameters<typeof writeImportedFields>[4] = { mode: options.publish, terms: null, customFields: new Map() };
  if (!sourceLanguage || !targetLanguage) {
    const message = !targetLanguage ? EXCHANGE_ERRORS.unknownLanguage('target', document.targetLocale) : EXCHANGE_ERRORS.unknownLanguage('source', document.sourceLocale);
    for (const [entity, units] of groups) {
      outcomes.push({ entity, source: undefined, records: [], skipped: [], errors: units.map((unit) => ({ entity, recordId: unit.recordId, languageId: targetLanguage?.id ?? null, field: unit.field, message, code: 0 })) });
    }
  } else {
    const pair: LanguagePair = { sourceLanguageId: sourceLanguage.id, sourceLocale: sourceLanguage.localeCode, targetLanguageId: targetLanguage.id, targetLocale: targetLanguage.localeCode };
    const [customFields, glossary] = await Promise.all([translatableCustomFields(deps.db), config.options.glossary ? loadGlossary(deps.db) : Promise.resolve([])]);
    const context = {
      format: document.format,
      gate: config.options,
      customFields,
      terms: config.options.glossary ? termsForTarget(glossary, targetLanguage.localeCode) : null,
    };
    publishContext = { mode: options.publish, terms: context.terms, customFields };
    for (const [entity, units] of groups) outcomes.push(await importEntity(deps, entity, units, pair, context));
  }

  const skipped = outcomes.flatMap((outcome) => outcome.skipped);
  const errors = outcomes.flatMap((outcome) => outcome.errors);
  const units = document.units.length;
  let written = 0;
  let drafts = 0;
  let flagged = 0;
  const jobId = await deps.db.transaction().execute(async (trx) => {
    const id = await insertRunningJob(trx, { config, message: skippedMessage(document.format, skipped), createdBy: options.createdBy, total: units });
    for (const outcome of outcomes) {
      if (!outcome.source || !targetLanguage) continue;
      const published = await writeImportedFields(trx, outcome.source, { languageId: targetLanguage.id, locale: targetLanguage.localeCode, jobId: id }, outcome.records, publishContext);
      written += published?.published ?? 0;
      drafts += published?.drafts ?? 0;
      flagged += published?.flagged ?? 0;
    }
    // An import counts fields, not records: each unit of the file is one (a draft counts as translated, as in a run).
    await recordBatchOutcome(trx, id, { processed: units, translated: written + drafts, skipped: skipped.length, failed: errors.length, flagged }, errors);
    await finishJobIfDone(trx, id);
    return id;
  });
  return { jobId, status: (await readJobStatus(deps.db, jobId)) ?? 'completed', units, written, drafts, skipped, failed: errors.length };
}
