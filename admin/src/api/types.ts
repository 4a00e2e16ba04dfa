/**
 * The answers and request bodies the screens use, taken from `openapi.ts`: the types generated from
 * the server's OpenAPI document (`npm run build:api-types`; a server test fails while that file is out
 * of date). Nothing here describes a shape of its own: a change of a route's schema reaches the screens
 * through the compiler.
 */
import type { components, operations } from './openapi';
import {
  pathsApiSearchExtTranslateJobPostResponses200ContentApplicationJsonDataStatusValues as jobStatusValues,
  pathsApiSearchExtTranslateWebhookPostResponses200ContentApplicationJsonDataEventsValues as webhookEventValues,
} from './openapi';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The 200 answer of an operation (by its operationId). */
export type Answer<Operation extends keyof operations> = JsonOf<operations[Operation]['responses'] extends { 200: infer Ok } ? Ok : never>;

/** The JSON body of an operation (by its operationId). */
export type RequestBody<Operation extends keyof operations> = JsonOf<NonNullable<operations[Operation]['requestBody']>>;

/**
 * A record of the generic entity API as the screens read it: asked without `includes`, so every column
 * is present. The document describes every column as nullable (a record's column may be empty); those
 * named in `Filled` are NOT NULL columns the server always fills (id, status, counters, ...).
 */
type EntityRow<Columns, Filled extends keyof Columns = never> = {
  [Key in keyof Columns as string extends Key ? never : Key]-?: Key extends Filled ? NonNullable<Columns[Key]> : Exclude<Columns[Key], undefined>;
};

/** A shape of the document without its open index signature and with every member present (a body the app fills in full). */
export type Complete<T> = { [Key in keyof T as string extends Key ? never : Key]-?: Exclude<T[Key], undefined> };

type SearchedRow<Operation extends keyof operations> = NonNullable<Answer<Operation> extends { data?: (infer Item)[] } ? Item : never>;

export interface ListAnswer<T> {
  total: number;
  data: T[];
}

type JobRecord = SearchedRow<'searchExtTranslateJob'>;

export type JobStatus = NonNullable<JobRecord['status']>;
/** The job entity's statuses, in the server's order (the Jobs filter lists them). */
export const JOB_STATUSES: readonly JobStatus[] = jobStatusValues.filter((status): status is JobStatus => status !== null);

export type Job = EntityRow<
  JobRecord,
  | 'id'
  | 'status'
  | 'providerId'
  | 'config'
  | 'targetLanguageIds'
  | 'total'
  | 'processed'
  | 'translated'
  | 'skipped'
  | 'failed'
  | 'characters'
  | 'inputTokens'
  | 'outputTokens'
  | 'costAmount'
  | 'costCurrency'
  | 'memoryTexts'
  | 'memoryCharacters'
  | 'placeholderReasks'
  | 'placeholderRepairs'
  | 'flagged'
  | 'waiting'
  | 'createdAt'
>;

export type HistoryRow = EntityRow<SearchedRow<'searchExtTranslateHistory'>, 'id' | 'entity' | 'recordId' | 'languageId' | 'field' | 'state' | 'createdAt'>;
export type HistoryState = HistoryRow['state'];

/** POST /history/revert and /history/reapply. */
export type HistoryResult = Answer<'revertHistory'>;
/** GET /job/{jobId}/errors: the open errors grouped by message. */
export type JobErrorReport = Answer<'jobErrors'>;
export type JobErrorGroup = JobErrorReport['groups'][number];

/** A language as the screens read it (POST /search/language). */
export type Language = Pick<EntityRow<SearchedRow<'searchLanguage'>, 'id' | 'name' | 'localeCode'>, 'id' | 'name' | 'localeCode' | 'parentId'>;

export type EntityInfo = Answer<'listTranslatableEntities'>['entities'][number];

export type CoverageRow = Answer<'readCoverage'>['rows'][number];

export type UsageMonth = Answer<'readUsage'>['months'][number];

export type Subscription = Answer<'readSubscription'>;

/** A provider of GET /providers (docs/providers.md, "The HTTP routes"), with its capabilities. */
export type ProviderRecord = Answer<'listProviders'>['providers'][number];

/** A model entry (docs/providers.md): curated, or from the vendor's live listing. */
export type ModelEntry = ProviderRecord['models'][number];
export type ModelTier = NonNullable<ModelEntry['tier']>;

/** GET /routing: per language as a target, the provider and the source a run would use. */
export type Routing = Answer<'readRouting'>;

export type JobConfig = components['schemas']['JobConfig'];

type WebhookRecord = SearchedRow<'searchExtTranslateWebhook'>;

/** A webhook subscription (the secret is write-only: never in an answer). */
export type Webhook = EntityRow<WebhookRecord, 'id' | 'url' | 'events' | 'active' | 'createdAt'>;
export type WebhookEvent = NonNullable<Webhook['events']>[number];
/** The events a subscription may name, in the server's order. */
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = webhookEventValues.filter((event): event is WebhookEvent => event !== null);

export type WebhookDelivery = EntityRow<SearchedRow<'searchExtTranslateWebhookDelivery'>, 'id' | 'webhookId' | 'event' | 'status' | 'attempts' | 'createdAt'>;

/** The answer of POST /webhook/{id}/test. */
export type WebhookPing = Answer<'testWebhook'>;
