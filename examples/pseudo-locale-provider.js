// A custom provider written against the published contract (`ext-translate/provider`).
//
// Pseudo-localisation: it "translates" by swapping letters for accented look-alikes and padding the
// text by a third, so a merchant can check that the storefront's layout survives longer, accented
// texts before paying for real translations. Load it with
//   EXT_TRANSLATE_PROVIDERS=./examples/pseudo-locale-provider.js npm start
// and it appears in GET /providers, in the settings and in `ext-translate providers`.
import { Cost, createProviderResult, PROVIDER_SPECIFICATION_VERSION } from 'ext-translate/provider';

const ACCENTED = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', c: 'ç', n: 'ñ', A: 'Á', E: 'É', I: 'Í', O: 'Ö', U: 'Ü', C: 'Ç', N: 'Ñ' };

/** Accents letters outside tags and ⟦n⟧ placeholders; markup and tokens pass untouched. */
function pseudoLocalise(text, format) {
  const parts = format === 'html' ? text.split(/(<[^>]*>|&[a-z#0-9]+;|⟦\d+⟧)/) : text.split(/(⟦\d+⟧)/);
  const body = parts
    .map((part) => (/^(<|&|⟦)/.test(part) ? part : part.replace(/[aeioucnAEIOUCN]/g, (letter) => ACCENTED[letter])))
    .join('');
  const padding = '~'.repeat(Math.ceil(text.length / 3));
  return text.trim() === '' ? text : `[${body} ${padding}]`;
}

/** @param {import('ext-translate/provider').ProviderContext} context */
export default function createProviders(context) {
  /** @type {import('ext-translate/provider').TranslationProvider} */
  const provider = {
    // The contract version this module was written against; the service refuses one it does not know.
    specificationVersion: PROVIDER_SPECIFICATION_VERSION,
    getId: () => 'pseudo_locale',
    getLabel: () => 'Pseudo-localisation (layout check)',
    // No key needed (the settings show no key field for it), but the merchant can switch it off by
    // setting pseudo_localeModel to "off".
    usesApiKey: false,
    isConfigured: async () => (await context.setting('pseudo_localeModel')) !== 'off',
    async translate(request) {
      const texts = request.texts.map((text) => pseudoLocalise(text, request.format));
      return createProviderResult({ texts, characters: request.texts.reduce((sum, text) => sum + text.length, 0) });
    },
    async validateCredentials() {
      return { valid: true, message: 'The pseudo-localisation provider needs no key.', quota: null };
    },
    getModels: () => [],
    supports: (feature) => feature === 'html',
    estimate: () => Cost.zero(),
    getMaxBatchSize: () => 100,
    getMaxChunkBytes: () => 80_000,
  };
  return provider;
}
