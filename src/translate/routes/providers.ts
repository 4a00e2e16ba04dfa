import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TranslateDb } from '../model/tables/translate-schema.js';
import { MessageError } from '../../host/http/errors.js';
import { Nullable, StringEnum } from '../../host/http/schema-types.js';
import { checkedByService, refusedWith } from '../../host/http/validation.js';
import { PREVIEW_ERRORS, PreviewError, previewTranslation, unknownProviderMessage } from '../use-cases/preview.js';
import { PROVIDER_FEATURES, ProviderException, type ModelTier, type TranslationProvider } from '../providers/contract.js';
import { listModels } from '../providers/provider-service.js';
import { isViaSubscription, providerCapabilities } from '../providers/provider-capabilities.js';
import type { ProviderRegistry } from '../providers/registry.js';
import { withSettingsReadOnce } from '../providers/settings-scope.js';
import type { SettingsReader } from '../../host/settings/system-config.js';
import { ACTION_BASE, CostSchema, editorAccess, messageSchema, viewerAccess } from './access.js';


/** A blank or whitespace-only key counts as none (GET, POST /provider/{providerId}/models). */
function apiKeyOf(body: ApiKeyBody | undefined): string | null {
  const value: unknown = body?.apiKey;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function providerOr404(registry: ProviderRegistry, providerId: string): TranslationProvider {
  const provider = registry.get(providerId);
  if (!provider) throw new MessageError(404, unknownProviderMessage(providerId));
  return provider;
}

/** Every tier of the contract's ModelTier: a record, so that a tier added there fails to compile here until listed. */
const MODEL_TIERS: Record<ModelTier, true> = { flagship: true, quality: true, balanced: true, budget: true, legacy: true };

const ModelSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  tier: Nullable(StringEnum(Object.keys(MODEL_TIERS) as ModelTier[])),
  pricing: Nullable(Type.Object({ input: Type.Number(), output: Type.Number(), currency: Type.String() }), { description: 'Per million tokens.' }),
  source: StringEnum(['curated', 'live']),
});

const ProviderRecord = Type.Object({
  id: Type.String(),
  label: Type.String(),
  configured: Type.Boolean(),
  models: Type.Array(ModelSchema),
  supports: Type.Object(Object.fromEntries(PROVIDER_FEATURES.map((feature) => [feature, Type.Boolean()]))),
  viaSubscription: Type.Boolean(),
  capabilities: Type.Object(
    {
      usesKey: Type.Boolean({ description: 'Takes an API key of its own (`ExtTranslate.config.<id>ApiKey`); false for an offline engine and for the provider paid through the subscription.' }),
      liveModels: Type.Boolean({ description: 'Lists the vendor\'s live models (GET, POST /provider/{providerId}/models).' }),
      serviceTier: Type.Boolean({ description: 'The job\'s `options.serviceTier` reaches it (metered by tier, in credits).' }),
    },
    { description: 'What the optional provider capabilities (docs/architecture.md) give a client to know. Beside the spec\'s fields.' },
  ),
});

const ProviderIdParams = Type.Object({ providerId: Type.String({ description: 'A provider id from GET /providers.' }) });
type ProviderIdParams = Static<typeof ProviderIdParams>;

const BODY_NOT_OBJECT = 'The request body must be a JSON object.';
const ApiKeyBody = Nullable(
  Type.Object({
    apiKey: Type.Optional(Type.String({ ...checkedByService, description: 'A key entered but not saved; blank (or not a string) counts as none.' })),
  }),
  { description: 'Optional.', ...refusedWith(BODY_NOT_OBJECT) },
);
type ApiKeyBody = Static<typeof ApiKeyBody>;

const PreviewBody = Type.Object(
  {
    providerId: Type.String({ pattern: '\\S', description: 'A provider id from GET /providers.' }),
    text: Type.String({ pattern: '\\S', description: 'The sample text; not blank.' }),
    sourceLanguageId: Type.String({ description: 'A language id (UUID).' }),
    targetLanguageId: Type.String({ description: 'A language id (UUID).' }),
    tone: Type.Optional(Type.String({ ...checkedByService, description: 'Only `formal` and `informal` are honoured; any other value is unset.' })),
    customPrompt: Type.Optional(Nullable(Type.String({ ...checkedByService, description: 'Extra instructions for LLM providers.' }))),
  },
  refusedWith(PREVIEW_ERRORS.required),
);
type PreviewBody = Static<typeof PreviewBody>;

/** GET /providers, GET and POST /provider/{id}/models, POST /provider/{id}/test, POST /preview. */
export function registerProviderRoutes(app: FastifyInstance, registry: ProviderRegistry, db: TranslateDb, settings: SettingsReader): void {
  app.get(
    `${ACTION_BASE}/providers`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Providers'],
        operationId: 'listProviders',
        summary: 'Every registered provider',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ providers: Type.Array(ProviderRecord) }) },
      },
    },
    async () => ({
      providers: await withSettingsReadOnce(settings, () =>
        Promise.all(
          registry.all().map(async (provider) => ({
            id: provider.getId(),
            label: provider.getLabel(),
            configured: await provider.isConfigured(),
            models: provider.getModels(),
            supports: Object.fromEntries(PROVIDER_FEATURES.map((feature) => [feature, provider.supports(feature)])),
            viaSubscription: isViaSubscription(provider),
            capabilities: providerCapabilities(provider),
          })),
        ),
      ),
    }),
  );

  const modelsRoute = {
    config: viewerAccess,
    schema: {
      tags: ['Providers'],
      operationId: 'listProviderModels',
      summary: 'The provider\'s models: live from the vendor when possible, else the curated list',
      security: [{ bearerAuth: [] }],
      params: ProviderIdParams,
      response: { 200: Type.Object({ models: Type.Array(ModelSchema), source: StringEnum(['live', 'curated']) }), 404: messageSchema },
    },
  };
  const models = async (request: { params: ProviderIdParams; body?: unknown }) => {
    const provider = providerOr404(registry, request.params.providerId);
    return listModels(provider, apiKeyOf(request.body as ApiKeyBody | undefined));
  };
  app.get<{ Params: ProviderIdParams }>(`${ACTION_BASE}/provider/:providerId/models`, modelsRoute, models);
  app.post<{ Params: ProviderIdParams; Body: ApiKeyBody }>(
    `${ACTION_BASE}/provider/:providerId/models`,
    {
      ...modelsRoute,
      schema: { ...modelsRoute.schema, operationId: 'listProviderModelsWithKey', body: ApiKeyBody, response: { ...modelsRoute.schema.response, 400: messageSchema } },
    },
    models,
  );

  app.post<{ Params: ProviderIdParams; Body: ApiKeyBody }>(
    `${ACTION_BASE}/provider/:providerId/test`,
    {
      config: editorAccess,
      schema: {
        tags: ['Providers'],
        operationId: 'testProviderCredentials',
        summary: 'Check a key (the saved one without a body) with a cheap real call',
        security: [{ bearerAuth: [] }],
        params: ProviderIdParams,
        body: ApiKeyBody,
        response: {
          200: Type.Object({
            valid: Type.Boolean(),
            message: Type.String(),
            quota: Nullable(Type.Object({ used: Type.Integer(), limit: Nullable(Type.Integer()) })),
          }),
          400: messageSchema,
          404: messageSchema,
        },
      },
    },
    async (request) => {
      const provider = providerOr404(registry, request.params.providerId);
      try {
        const status = await provider.validateCredentials(apiKeyOf(request.body));
        return { valid: status.valid, message: status.message, quota: status.quota ?? null };
      } catch (error) {
        if (ProviderException.isInstance(error)) return { valid: false, message: error.message, quota: null };
        request.log.error({ err: error, provider: provider.getId() }, 'credential check failed');
        return { valid: false, message: 'The credentials could not be checked.', quota: null };
      }
    },
  );

  app.post<{ Body: PreviewBody }>(
    `${ACTION_BASE}/preview`,
    {
      config: editorAccess,
      schema: {
        tags: ['Providers'],
        operationId: 'previewTranslation',
        summary: 'Translate one sample text (format text, no glossary)',
        security: [{ bearerAuth: [] }],
        body: PreviewBody,
        response: { 200: Type.Object({ translation: Type.String(), characters: Type.Integer(), cost: CostSchema }), 400: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      try {
        return await previewTranslation({ db, registry, logger: request.log }, request.body);
      } catch (error) {
        if (error instanceof PreviewError) throw new MessageError(error.statusCode, error.message);
        throw error;
      }
    },
  );
}
