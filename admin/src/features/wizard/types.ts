/**
 * Request and answer shapes of the routes the Translate wizard calls (docs/jobs.md: the config and the
 * estimate; POST /preview), taken from the generated API types (api/types.ts).
 */
import type { Answer, Complete, JobConfig as JobConfigSchema, RequestBody } from '../../api/types';
import {
  jobConfigEntitiesAnyOf0ScopeValues,
  jobConfigOptionsPublishValues,
  jobConfigOptionsServiceTierValues,
  jobConfigOptionsToneValues,
  schemaDefaults,
} from '../../api/openapi';

type EntitySelectionSchema = Exclude<JobConfigSchema['entities'][number], string>;

/** An entity of the config as the wizard sends it: always the object form. */
export type EntitySelection = Complete<EntitySelectionSchema>;
export type EntityScope = EntitySelection['scope'];

/** Every option, as the wizard sends them (the server's defaults are the wizard's starting values). */
export type JobOptions = Complete<NonNullable<JobConfigSchema['options']>>;
export type Tone = JobOptions['tone'];
export type ServiceTier = JobOptions['serviceTier'];
export type RunMode = JobOptions['mode'];
export type PublishMode = JobOptions['publish'];

/** The choices and defaults the JobConfig schema declares, in its order (the wizard offers them). */
export const ENTITY_SCOPES: readonly EntityScope[] = jobConfigEntitiesAnyOf0ScopeValues;
export const TONES: readonly Tone[] = jobConfigOptionsToneValues;
export const SERVICE_TIERS: readonly ServiceTier[] = jobConfigOptionsServiceTierValues;
export const PUBLISH_MODES: readonly PublishMode[] = jobConfigOptionsPublishValues;
export const SERVER_OPTION_DEFAULTS = schemaDefaults.JobConfig.options;

/** The config the wizard builds: a JobConfig of the document with every part filled in. */
export type JobConfig = Omit<Complete<JobConfigSchema>, 'entities' | 'options'> & { entities: EntitySelection[]; options: JobOptions };

export type EstimateResult = Answer<'estimateRun'>;
export type EstimateWarning = EstimateResult['warnings'][number];

export type PreviewRequest = RequestBody<'previewTranslation'>;
export type PreviewResult = Answer<'previewTranslation'>;

export type CreatedJob = Answer<'createJob'>;

/** A record of the entity search (`POST /api/search/<entity>`, any entity), as far as the picker reads it. */
export interface SearchedRecord {
  id: string;
  [field: string]: unknown;
}

export interface SearchAnswer {
  total: number;
  data: SearchedRecord[];
}
