import type { TranslateDb } from '../model/tables/translate-schema.js';
import { normalizeId } from '../../host/db/ids.js';
import { recordUsage } from '../engine/usage-accounting.js';
import { localeOfLanguage } from '../model/languages.js';
import { createProviderRequest, ProviderException } from '../providers/contract.js';
import type { ProviderRegistry } from '../providers/registry.js';

/** POST /preview: one sample text through one provider, always format `text` and without glossary terms. */

export const PREVIEW_ERRORS = {
  required: 'The fields "providerId", "text", "sourceLanguageId" and "targetLanguageId" are required.',
  invalidLanguage: 'Invalid language id.',
  unresolvedLanguage: 'The source or target language could not be resolved to a locale.',
  mismatch: 'The translation provider returned a result that does not match the request.',
  failed: 'The translation provider request failed.',
} as const;

export function unknownProviderMessage(providerId: string): string {
  return `Unknown translation provider "${providerId}".`;
}

export interface PreviewRequest {
  providerId: string;
  text: string;
  sourceLanguageId: string;
  targetLanguageId: string;
  /** Only `formal` and `informal` are honoured; anything else is unset. */
  tone?: string | null;
  customPrompt?: string | null;
}

export interface PreviewResult {
  translation: string;
  characters: number;
  cost: { amount: number; currency: string };
}

export interface PreviewDependencies {
  db: TranslateDb;
  registry: ProviderRegistry;
  logger: { error(details: Record<string, unknown>, message: string): void };
}

/** A preview the service refuses; the message is the answer with this status. */
export class PreviewError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'PreviewError';
  }
}

/**
 * Translates the text. A preview is billed like any call, so what the provider reports counts in the
 * month's usage (without a job), also when it fails after billing.
 */
export async function previewTranslation(deps: PreviewDependencies, request: PreviewRequest): Promise<PreviewResult> {
  const provider = deps.registry.get(request.providerId);
  if (!provider) throw new PreviewError(404, unknownProviderMessage(request.providerId));
  const sourceId = normalizeId(request.sourceLanguageId);
  const targetId = normalizeId(request.targetLanguageId);
  if (sourceId === null || targetId === null) throw new PreviewError(400, PREVIEW_ERRORS.invalidLanguage);
  const [sourceLocale, targetLocale] = await Promise.all([localeOfLanguage(deps.db, sourceId), localeOfLanguage(deps.db, targetId)]);
  if (sourceLocale === null || targetLocale === null) throw new PreviewError(400, PREVIEW_ERRORS.unresolvedLanguage);
  const tone = request.tone === 'formal' || request.tone === 'informal' ? request.tone : null;
  const customPrompt = typeof request.customPrompt === 'string' && request.customPrompt.trim() !== '' ? request.customPrompt.trim() : null;
  try {
    const result = await provider.translate(createProviderRequest({ texts: [request.text], sourceLocale, targetLocale, format: 'text', tone, customPrompt }));
    await recordUsage(deps.db, { jobId: null, providerId: provider.getId(), result });
    if (result.texts.length !== 1 || typeof result.texts[0] !== 'string') throw new ProviderException(PREVIEW_ERRORS.mismatch);
    return { translation: result.texts[0], characters: result.characters, cost: result.cost.toJSON() };
  } catch (error) {
    if (ProviderException.isInstance(error)) {
      if (error.usage) await recordUsage(deps.db, { jobId: null, providerId: provider.getId(), result: error.usage });
      throw new PreviewError(400, error.message);
    }
    deps.logger.error({ err: error, provider: provider.getId() }, 'preview failed');
    throw new PreviewError(400, PREVIEW_ERRORS.failed);
  }
}
