// A custom provider module for the command-line tests (loaded through EXT_TRANSLATE_PROVIDERS, as a
// merchant's own module would be). Provider `test_marker` "translates" by prefixing the target locale
// (`[de-DE] Oak table`) and refuses every text that contains FAIL-ME with a ProviderException, so a
// run ends with error rows for exactly the marked fields: it takes one text per call, so the engine
// never has to bisect a failing chunk (whose depth limit would fail a marked text's neighbours too).
// TEST_PROVIDER_DELAY_MS slows every call down (to interrupt a run while it works). Cost: 0.00001 USD
// per character.
import { Cost, ProviderException, createProviderResult } from 'ext-translate/provider';

export const FAIL_MARKER = 'FAIL-ME';

/** @param {import('ext-translate/provider').ProviderContext} context */
export default function createProviders(context) {
  const delay = Number(context.env.TEST_PROVIDER_DELAY_MS ?? 0);
  /** @type {import('ext-translate/provider').TranslationProvider} */
  const provider = {
    getId: () => 'test_marker',
    getLabel: () => 'Test provider (refuses FAIL-ME)',
    isConfigured: async () => true,
    async translate(request) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (request.texts.some((text) => text.includes(FAIL_MARKER))) {
        throw new ProviderException(`The test provider refuses texts marked ${FAIL_MARKER}.`);
      }
      const characters = request.texts.reduce((sum, text) => sum + text.length, 0);
      return createProviderResult({
        texts: request.texts.map((text) => (text.trim() === '' ? text : `[${request.targetLocale}] ${text}`)),
        characters,
        cost: new Cost(characters * 0.00001, 'USD'),
      });
    },
    async validateCredentials() {
      return { valid: true, message: 'The test provider needs no key.', quota: null };
    },
    getModels: () => [],
    supports: (feature) => feature === 'html',
    estimate: (characters) => new Cost(characters * 0.00001, 'USD'),
    getMaxBatchSize: () => 1,
    getMaxChunkBytes: () => 80_000,
  };
  return provider;
}
