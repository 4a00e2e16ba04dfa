import { createProviderRequest, ProviderException, type TranslationProvider } from '../translate/providers/contract.js';
import type { GatewayTranslateRequest } from './translate-request.js';

/** A provider call that has not answered after this long fails (retryable), well inside the debit lease. */
export const PROVIDER_TIMEOUT_MS = 5 * 60_000;

/** Why the translating provider failed, safe to show the client (answer 502 `upstream_failed`). */
export class UpstreamFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly previous: unknown = null,
  ) {
    super(message);
    this.name = 'UpstreamFailure';
  }
}

/** Splits texts into runs the provider takes in one call (its batch size and byte limits). */
export function chunkTexts(texts: readonly string[], maxTexts: number, maxBytes: number): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const text of texts) {
    const size = Buffer.byteLength(text, 'utf8');
    if (current.length > 0 && (current.length >= maxTexts || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(text);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new UpstreamFailure('The translation service did not answer in time.', true)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Translates a request with one provider: the request's fields reach the provider unchanged except the
 * service tier, which is the gateway's business only. Texts beyond the provider's own limits are sent
 * in several calls.
 *
 * @throws UpstreamFailure with the ProviderException's user-safe message and retryable flag.
 */
export async function translateWith(
  provider: TranslationProvider,
  request: GatewayTranslateRequest,
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<string[]> {
  const maxTexts = Math.max(1, provider.getMaxBatchSize());
  const maxBytes = Math.max(1, provider.getMaxChunkBytes());
  const translated: string[] = [];
  try {
    for (const texts of chunkTexts(request.texts, maxTexts, maxBytes)) {
      const result = await withTimeout(
        provider.translate(
          createProviderRequest({
            texts,
            sourceLocale: request.sourceLocale,
            targetLocale: request.targetLocale,
            format: request.format,
            tone: request.tone,
            customPrompt: request.customPrompt,
            glossaryTerms: request.glossaryTerms,
            serviceTier: null,
            idempotencyKey: request.idempotencyKey,
            contentType: request.contentType,
            traceId: request.traceId,
          }),
        ),
        timeoutMs,
      );
      if (!Array.isArray(result?.texts) || result.texts.length !== texts.length || !result.texts.every((text) => typeof text === 'string')) {
        throw new UpstreamFailure('The translation service returned a malformed result.', false);
      }
      translated.push(...result.texts);
    }
  } catch (error) {
    if (error instanceof UpstreamFailure) throw error;
    if (ProviderException.isInstance(error)) throw new UpstreamFailure(error.message, error.retryable, error);
    throw new UpstreamFailure('The translation service failed unexpectedly.', false, error);
  }
  return translated;
}
