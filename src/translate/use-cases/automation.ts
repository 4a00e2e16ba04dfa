/**
 * Automatic translation (docs/jobs.md, "Automatic translation"): with `autoTranslate` on, a create or
 * change through the entity API of a record of an entity in `autoTranslateEntities` that touches
 * translatable text in the source language records a trigger per target of
 * `autoTranslateTargetLanguageIds`, in the write's own transaction (so a change committed just before a
 * crash is still translated). A scheduled task turns the triggers into ordinary jobs, one per entity and
 * target, marked `automation: true` in their config: at most one such job per entity and target waits at
 * a time (new triggers stay until it has started), so a burst of changes makes a handful of jobs. The
 * trigger rows are deleted in the transaction that creates their job.
 *
 * The engine's own writes (content sources, revert and reapply) and the glossary import do not go through
 * the entity API's repository, so they never trigger.
 *
 * @packageDocumentation
 */
import { nowIso } from '../../host/db/database.js';
import { newId } from '../../host/db/ids.js';
import { inStatementChunks } from '../../host/db/statement-chunks.js';
import { dynamicTables } from '../../host/entities/dynamic-tables.js';
import { SYSTEM_LANGUAGE_ID, type WriteEvent } from '../../host/entities/repository.js';
import { contentSource, isSupportedEntity } from '../content/content-sources.js';
import type { TranslateDb, TranslateExecutor, TranslateTx } from '../model/tables/translate-schema.js';
import { insertFailedJob, queuedJobConfigs } from '../model/job-store.js';
import { normaliseJobConfig, publishModeOf, type PublishMode } from '../model/job-config.js';
import { createJob, JobRequestError, type JobDependencies } from './jobs.js';
import { CONFIG_DOMAIN } from '../model/settings.js';
import { usedUpBudget } from '../engine/budgets.js';
import { usagePeriod } from '../engine/usage-accounting.js';
import { readRoutingSettings, resolveProviderId } from './resolve.js';

/** How often the scheduler turns triggers into jobs. */
export const AUTOMATION_EVERY_MS = 5_000;
/** Records one automation job takes at most (the rest waits for the next). */
export const AUTOMATION_JOB_RECORDS = 5_000;
/** A failure already recorded within this time is not recorded again (no message per tick). */
const FAILURE_QUIET_MS = 3_600_000;
/** A provider at its monthly budget is said once a day (docs/operations.md, "Budgets"). */
const BUDGET_QUIET_MS = 86_400_000;

/** The automation settings. */
export interface AutomationSettings {
  enabled: boolean;
  targetLanguageIds: string[];
  entities: string[];
  providerId: string | null;
  sourceLanguageId: string;
  /** The publish mode of automation jobs (`autoTranslatePublish`, default `checked`). */
  publish: PublishMode;
}

const KEYS = ['autoTranslate', 'autoTranslateTargetLanguageIds', 'autoTranslateEntities', 'autoTranslateProviderId', 'autoTranslatePublish', 'sourceLanguageId'];

/** Reads the automation settings with the given executor (inside a write's transaction on SQLite's one connection). */
export async function readAutomationSettings(db: TranslateExecutor): Promise<AutomationSettings> {
  const rows = (await dynamicTables(db)
    .selectFrom('system_config')
    .select(['configurationKey', 'configurationValue'])
    .where(
      'configurationKey',
      'in',
      KEYS.map((key) => `${CONFIG_DOMAIN}.${key}`),
    )
    .execute()) as { configurationKey: string; configurationValue: string }[];
  const values = new Map(rows.map((row) => [row.configurationKey.slice(CONFIG_DOMAIN.length + 1), JSON.parse(row.configurationValue) as unknown]));
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return {
    enabled: values.get('autoTranslate') === true,
    targetLanguageIds: list(values.get('autoTranslateTargetLanguageIds')),
    entities: list(values.get('autoTranslateEntities')),
    providerId: text(values.get('autoTranslateProviderId')),
    sourceLanguageId: text(values.get('sourceLanguageId')) ?? SYSTEM_LANGUAGE_ID,
    publish: publishModeOf(values.get('autoTranslatePublish'), 'checked'),
  };
}

/**
 * The write observer: records the triggers of a write in its transaction. Quick to leave alone what
 * automation does not cover (one settings read per write of a translatable entity).
 */
export async function recordTriggers(event: WriteEvent): Promise<void> {
  const entity = event.definition.name;
  if (!isSupportedEntity(entity)) return;
  const trx = event.trx as TranslateTx;
  const settings = await readAutomationSettings(trx);
  if (!settings.enabled || !settings.entities.includes(entity)) return;
  const targets = settings.targetLanguageIds.filter((id) => id !== settings.sourceLanguageId);
  if (targets.length === 0) return;
  const source = contentSource(entity);
  const language = await trx.selectFrom('language').select('localeCode').where('id', '=', settings.sourceLanguageId).executeTakeFirst();
  if (!source || !language) return;
  const recordId = await source.changedSourceText(trx, event, { languageId: settings.sourceLanguageId, locale: language.localeCode });
  if (recordId === null) return;
  const now = nowIso();
  await trx
    .insertInto('ext_translate_automation_trigger')
    .values(targets.map((targetLanguageId) => ({ id: newId(), entity, targetLanguageId, recordId, createdAt: now })))
    .onConflict((conflict) => conflict.columns(['entity', 'targetLanguageId', 'recordId']).doNothing())
    .execute();
}

/** What one run of the scheduler did, for its log and the tests. */
export interface AutomationOutcome {
  jobs: string[];
  failures: string[];
  waiting: number;
}

/** The JobConfig of an automation job: the triggered records of one entity into one target, default options but the publish mode. */
function automationConfig(entity: string, targetLanguageId: string, recordIds: string[], settings: AutomationSettings) {
  return normaliseJobConfig({
    config: {
      entities: [{ name: entity, scope: 'selection', ids: recordIds }],
      targetLanguageIds: [targetLanguageId],
      providerId: settings.providerId ?? '',
      options: { publish: settings.publish },
      automation: true,
    },
  });
}

/**
 * Turns triggers into jobs: per entity and target without a queued automation job, one job for its
 * triggered records (at most {@link AUTOMATION_JOB_RECORDS}). A job that cannot start (no configured
 * provider, a deleted language) consumes its triggers and leaves one cancelled job saying why, at most
 * one per hour for the same reason, so it never spins. A provider at its monthly budget starts no job: its
 * triggers wait, and one cancelled job a day says why. With automation off, waiting triggers are dropped.
 */
export async function runAutomation(deps: JobDependencies): Promise<AutomationOutcome> {
  const db: TranslateDb = deps.db;
  const outcome: AutomationOutcome = { jobs: [], failures: [], waiting: 0 };
  const settings = await readAutomationSettings(db);
  if (!settings.enabled) {
    await db.deleteFrom('ext_translate_automation_trigger').execute();
    return outcome;
  }
  const pairs = await db.selectFrom('ext_translate_automation_trigger').select(['entity', 'targetLanguageId']).distinct().execute();
  if (pairs.length === 0) return outcome;
  const queued = new Set((await queuedJobConfigs(db)).filter((config) => config.automation === true).flatMap((config) => config.entities.flatMap((entity) => config.targetLanguageIds.map((target) => `${entity.name}|${target}`))));
  for (const { entity, targetLanguageId } of pairs) {
    if (queued.has(`${entity}|${targetLanguageId}`)) {
      outcome.waiting += 1;
      continue;
    }
    const rows = await db
      .selectFrom('ext_translate_automation_trigger')
      .select(['id', 'recordId'])
      .where('entity', '=', entity)
      .where('targetLanguageId', '=', targetLanguageId)
      .orderBy('createdAt')
      .orderBy('id')
      .limit(AUTOMATION_JOB_RECORDS)
      .execute();
    const triggerIds = rows.map((row) => row.id);
    const consume = async (trx: TranslateTx) => {
      for (const part of inStatementChunks(triggerIds, 1)) await trx.deleteFrom('ext_translate_automation_trigger').where('id', 'in', part).execute();
    };
    const config = automationConfig(entity, targetLanguageId, rows.map((row) => row.recordId), settings);
    // A provider at its monthly budget gets no job: the triggers wait for the next month or a raised cap.
    const providerId = resolveProviderId(targetLanguageId, config.providerId, await readRoutingSettings(deps.settings), { automation: true });
    const provider = deps.providers.get(providerId);
    const usedUp = provider ? await usedUpBudget(db, deps.settings, providerId, provider.getLabel(), usagePeriod()) : null;
    if (usedUp !== null) {
      const message = `Automatic translation waits: ${usedUp}`;
      await db.transaction().execute(async (trx) => {
        if (await insertFailedJob(trx, config, message, BUDGET_QUIET_MS)) outcome.failures.push(message);
      });
      outcome.waiting += 1;
      continue;
    }
    try {
      outcome.jobs.push(await createJob(deps, config, null, consume));
    } catch (error) {
      if (!(error instanceof JobRequestError)) throw error;
      const message = `Automatic translation could not start: ${error.message}`;
      await db.transaction().execute(async (trx) => {
        await consume(trx);
        if (await insertFailedJob(trx, config, message, FAILURE_QUIET_MS)) outcome.failures.push(message);
      });
    }
  }
  return outcome;
}
