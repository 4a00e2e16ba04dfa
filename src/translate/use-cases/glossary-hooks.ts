import { canonicalLocaleCodes } from '../../host/content/locales.js';
import { WRITE_CODES } from '../../host/http/errors.js';
import type { EntityRepository, WriteContext } from '../../host/entities/repository.js';

/**
 * A glossary term's translations are keyed by locale code (docs/glossary.md); a key the platform
 * does not know would never match a target language, so it is refused, and known codes are stored in
 * their canonical spelling (`de-de` becomes `de-DE`).
 */
async function beforeGlossaryWrite(context: WriteContext): Promise<void> {
  const raw = context.values.translations;
  if (typeof raw !== 'string') return;
  const translations = JSON.parse(raw) as Record<string, string | null>;
  const canonical = await canonicalLocaleCodes(context.trx);
  const normalised: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(translations)) {
    const code = canonical.get(key.toLowerCase());
    if (!code) {
      context.errors.add(`/translations/${key}`, WRITE_CODES.unknownLanguage, `"${key}" is not a known locale code.`);
      continue;
    }
    normalised[code] = value;
  }
  context.values.translations = JSON.stringify(normalised);
}

export function registerGlossaryHooks(repository: EntityRepository): void {
  repository.registerHooks('ext_translate_glossary', { beforeWrite: beforeGlossaryWrite });
}
