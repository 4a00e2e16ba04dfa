import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, StringMap } from '../../host/http/schema-types.js';
import { checkedByService, refusedWith } from '../../host/http/validation.js';
import { JOB_CONFIG_LIMITS, MISSING_CONFIG_MESSAGE, PUBLISH_MODES } from '../model/job-config.js';

/**
 * The JobConfig as clients should send it: every field with its type, choices and default, so that a
 * client generated from the OpenAPI document types it. The server is more forgiving than this
 * description: it normalises (job-config.ts) instead of refusing, replacing an invalid value by the
 * default, so the validator lets the config through (`x-service-checked`) and the normalisation answers
 * what it cannot repair.
 */

const Uuid = Type.String({ description: 'A UUID, 32 hex digits with or without dashes, any case.', examples: ['0190a1b2c3d4e5f60718293a4b5c6d7e'] });

export const EntitySelectionSchema = Type.Object(
  {
    name: Type.String({ description: 'An entity name from GET /entities, such as `product` or `snippet`.' }),
    scope: Type.Optional(StringEnum(['all', 'missing', 'selection'], { description: 'Another value becomes `selection` when ids are given, otherwise `all`.' })),
    ids: Type.Optional(
      Nullable(Type.Array(Type.String(), { maxItems: JOB_CONFIG_LIMITS.idsPerEntity }), {
        description: 'Record ids for scope `selection` (then each must be a UUID). Blank entries are dropped; an empty list is null.',
      }),
    ),
  },
  { additionalProperties: true, description: 'A bare string item stands for `{name: <string>}`.' },
);

export const JobOptionsSchema = Type.Object(
  {
    mode: Type.Optional(StringEnum(['all', 'missing'], { default: 'missing', description: '`all` re-translates translated fields too.' })),
    refreshOutdated: Type.Optional(
      Type.Boolean({
        default: true,
        description:
          'With mode `missing`, also translate outdated fields: the target still holds what the service wrote there and the source has changed since. `false` limits the run to empty fields.',
      }),
    ),
    protectManualEdits: Type.Optional(Type.Boolean({ default: true, description: 'Leave fields edited by hand since the last run alone. Parsed as boolean (also 1/0, "yes"/"no").' })),
    skipUnchanged: Type.Optional(Type.Boolean({ default: true, description: 'Skip fields whose source has not changed since they were translated.' })),
    fields: Type.Optional(
      Nullable(StringMap(Type.Array(Type.String(), { maxItems: JOB_CONFIG_LIMITS.fieldsPerEntity })), {
        default: null,
        description: 'Entity name to the property names to translate; null translates every translatable field.',
      }),
    ),
    includeCustomFields: Type.Optional(Type.Boolean({ default: true })),
    tone: Type.Optional(StringEnum(['default', 'formal', 'informal'], { default: 'default' })),
    customPrompt: Type.Optional(
      Nullable(Type.String({ maxLength: JOB_CONFIG_LIMITS.customPromptCharacters }), {
        default: null,
        description: 'Extra instructions for LLM providers; trimmed, empty becomes null.',
      }),
    ),
    glossary: Type.Optional(Type.Boolean({ default: true, description: 'Apply the glossary terms.' })),
    seoTruncate: Type.Optional(Type.Boolean({ default: true, description: 'Shorten SEO fields to their limits at a word boundary.' })),
    serviceTier: Type.Optional(
      StringEnum(['speed', 'balanced', 'quality'], {
        default: 'balanced',
        description: 'Reaches the provider on the `managed` route only.',
      }),
    ),
    publish: Type.Optional(
      StringEnum(PUBLISH_MODES, {
        default: 'immediately',
        description:
          '`immediately` writes every translated field into the store; `review` writes nothing and keeps every field as a draft (a history row in state `draft`) for POST /review/approve; `checked` writes the fields the quality checks pass and keeps the flagged ones as drafts.',
      }),
    ),
  },
  { additionalProperties: true },
);

export const JobConfigSchema = Type.Object(
  {
    entities: Type.Array(Type.Union([EntitySelectionSchema, Type.String()]), { maxItems: JOB_CONFIG_LIMITS.entities, description: 'What to translate.' }),
    sourceLanguageId: Type.Optional(
      Nullable(Uuid, { description: 'Null or blank: the source is resolved for each target language.' }),
    ),
    targetLanguageIds: Type.Array(Uuid, { maxItems: JOB_CONFIG_LIMITS.targetLanguages, description: 'Blank entries are dropped, duplicates removed.' }),
    providerId: Type.String({ description: 'A provider id from GET /providers, such as `mt_primary` or `llm_1`.' }),
    options: Type.Optional(JobOptionsSchema),
  },
  {
    ...checkedByService,
    $id: 'JobConfig',
    additionalProperties: true,
    description:
      'Normalised by the server: an invalid value is replaced by its default and unknown keys pass through. Refused with 400 only what cannot be normalised (a missing entity name, a malformed id, sizes beyond the limits). Rules: docs/jobs.md.',
  },
);

/** The body of POST /estimate and POST /job. */
export const JobConfigBody = Type.Object({ config: Type.Ref(JobConfigSchema) }, refusedWith(MISSING_CONFIG_MESSAGE));

export type JobConfigInput = Static<typeof JobConfigSchema>;
