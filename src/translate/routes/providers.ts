import type { FastifyInstance } from 'fastify';
import { documentOnly } from '../../host/http/document-only.js';
import type { TranslateDb } from '../db/translate-schema.js';
import { normalizeId } from '../../host/db/ids.js';
import { MessageError } from '../../host/http/errors.js';
import { createProviderRequest, PROVIDER_FEATURES, ProviderException, type TranslationProvider } from '../providers/contract.js';
import { listModels } from '../providers/provider-service.js';
import { isViaSubscription } from '../providers/provider-capabilities.js';
import type { ProviderRegistry } from '../providers/registry.js';
import { recordUsage } from '../engine/usage-accounting.js';
import { localeOfLanguage } from '../languages.js';
import { ACTION_BASE, editorAccess, messageSchema, viewerAccess } from './access.js';

function bodyOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A blank or whitespace-only key counts as none (spec: GET, POST /provider/{providerId}/models). */
function apiKeyOf(body: unknown): string | null {
  const value = bodyOf(body).apiKey;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function providerOr404(registry: ProviderRegistry, providerId: string): TranslationProvider {
  const provider = registry.get(providerId);
  if (!provider) throw new MessageError(404, `Unknown translation provider "${providerId}".`);
  return provider;
}

const modelSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    tier: { type: 'string', nullable: true },
    pricing: { type: 'object', nullable: true, properties: { input: { type: 'number' }, output: { type: 'number' }, currency: { type: 'string' } } },
    source: { type: 'string', enum: ['curated', 'live'] },
  },
};
const providerIdParams = { type: 'object', properties: { providerId: { type: 'string' } }, required: ['providerId'] };
const apiKeyBody = { type: 'object', properties: { apiKey: { type: 'string' } } };

/** GET /providers, GET and POST /provider/{id}/models, POST /provider/{id}/test, POST /preview. */
export function registerProviderRoutes(app: FastifyInstance, registry: ProviderRegistry, db: TranslateDb): void {
  app.get(
    `${ACTION_BASE}/providers`,
    {
      config: viewerAccess,
      schema: {
        tags: ['Providers'],
        summary: 'Every registered provider',
        security: [{ bearerAuth: [] }],
        response: {
          200: {
            type: 'object',
            properties: {
              providers: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    label: { type: 'string' },
                    configured: { type: 'boolean' },
                    models: { type: 'array', items: modelSchema },
                    supports: { type: 'object', properties: Object.fromEntries(PROVIDER_FEATURES.map((feature) => [feature, { type: 'boolean' }])) },
                    viaSubscription: { type: 'boolean' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async () => ({
      providers: await Promise.all(
        registry.all().map(async (provider) => ({
          id: provider.getId(),
          label: provider.getLabel(),
          configured: await provider.isConfigured(),
          models: provider.getModels(),
          supports: Object.fromEntries(PROVIDER_FEATURES.map((feature) => [feature, provider.supports(feature)])),
          viaSubscription: isViaSubscription(provider),
        })),
      ),
    }),
  );

  const modelsRoute = {
    config: viewerAccess,
    validatorCompiler: documentOnly,
    schema: {
      tags: ['Providers'],
      summary: 'The provider\'s models: live from the vendor when possible, else the curated list',
      security: [{ bearerAuth: [] }],
      params: providerIdParams,
      response: {
        200: { type: 'object', properties: { models: { type: 'array', items: modelSchema }, source: { type: 'string', enum: ['live', 'curated'] } } },
        404: messageSchema,
      },
    },
  };
  const models = async (request: { params: unknown; body?: unknown }) => {
    const provider = providerOr404(registry, (request.params as { providerId: string }).providerId);
    return listModels(provider, apiKeyOf(request.body));
  };
  app.get(`${ACTION_BASE}/provider/:providerId/models`, modelsRoute, models);
  app.post(`${ACTION_BASE}/provider/:providerId/models`, { ...modelsRoute, schema: { ...modelsRoute.schema, body: apiKeyBody } }, models);

  app.post(
    `${ACTION_BASE}/provider/:providerId/test`,
    {
      config: editorAccess,
      validatorCompiler: documentOnly,
      schema: {
        tags: ['Providers'],
        summary: 'Check a key (the saved one without a body) with a cheap real call',
        security: [{ bearerAuth: [] }],
        params: providerIdParams,
        body: apiKeyBody,
        response: {
          200: {
            type: 'object',
            properties: {
              valid: { type: 'boolean' },
              message: { type: 'string' },
              quota: { type: 'object', nullable: true, properties: { used: { type: 'integer' }, limit: { type: 'integer', nullable: true } } },
            },
          },
          404: messageSchema,
        },
      },
    },
    async (request) => {
      const provider = providerOr404(registry, (request.params as { providerId: string }).providerId);
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

  app.post(
    `${ACTION_BASE}/preview`,
    {
      config: editorAccess,
      validatorCompiler: documentOnly,
      schema: {
        tags: ['Providers'],
        summary: 'Translate one sample text (format text, no glossary)',
        security: [{ bearerAuth: [] }],
        body: {
          type: 'object',
          properties: {
            providerId: { type: 'string' },
            text: { type: 'string' },
            sourceLanguageId: { type: 'string' },
            targetLanguageId: { type: 'string' },
            tone: { type: 'string' },
            customPrompt: { type: 'string', nullable: true },
          },
          required: ['providerId', 'text', 'sourceLanguageId', 'targetLanguageId'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              translation: { type: 'string' },
              characters: { type: 'integer' },
              cost: { type: 'object', properties: { amount: { type: 'number' }, currency: { type: 'string' } } },
            },
          },
          400: messageSchema,
          404: messageSchema,
        },
      },
    },
    async (request) => {
      const body = bodyOf(request.body);
      const { providerId, text, sourceLanguageId, targetLanguageId } = body;
      if (
        typeof providerId !== 'string' ||
        providerId.trim() === '' ||
        typeof text !== 'string' ||
        text.trim() === '' ||
        typeof sourceLanguageId !== 'string' ||
        typeof targetLanguageId !== 'string'
      ) {
        throw new MessageError(400, 'The fields "providerId", "text", "sourceLanguageId" and "targetLanguageId" are required.');
      }
      const provider = providerOr404(registry, providerId);
      const sourceId = normalizeId(sourceLanguageId);
      const targetId = normalizeId(targetLanguageId);
      if (sourceId === null || targetId === null) throw new MessageError(400, 'Invalid language id.');
      const [sourceLocale, targetLocale] = await Promise.all([localeOfLanguage(db, sourceId), localeOfLanguage(db, targetId)]);
      if (sourceLocale === null || targetLocale === null) {
        throw new MessageError(400, 'The source or target language could not be resolved to a locale.');
      }
      const tone = body.tone === 'formal' || body.tone === 'informal' ? body.tone : null;
      const customPrompt = typeof body.customPrompt === 'string' && body.customPrompt.trim() !== '' ? body.customPrompt.trim() : null;
      try {
        const result = await provider.translate(createProviderRequest({ texts: [text], sourceLocale, targetLocale, format: 'text', tone, customPrompt }));
        // A preview is billed like any call: it counts in the month's usage (no job).
        await recordUsage(db, { jobId: null, providerId: provider.getId(), result });
        if (result.texts.length !== 1 || typeof result.texts[0] !== 'string') {
          throw new ProviderException('The translation provider returned a result that does not match the request.');
        }
        return { translation: result.texts[0], characters: result.characters, cost: result.cost.toJSON() };
      } catch (error) {
        if (ProviderException.isInstance(error)) {
          if (error.usage) await recordUsage(db, { jobId: null, providerId: provider.getId(), result: error.usage });
          throw new MessageError(400, error.message);
        }
        request.log.error({ err: error, provider: provider.getId() }, 'preview failed');
        throw new MessageError(400, 'The translation provider request failed.');
      }
    },
  );
}
