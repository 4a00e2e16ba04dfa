import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApertiumProvider } from '../../../src/translate/providers/apertium/apertium-provider.js';
import { createProviderRequest, ProviderException } from '../../../src/translate/providers/contract.js';

/** Apertium runs for real (Debian's apertium and apertium-eng-spa, installed by .ci/run). */
const provider = new ApertiumProvider({ setting: async () => null, env: {}, logger: { info() {}, warn() {} }, fetch: globalThis.fetch });

function request(texts: string[], format: 'html' | 'text' = 'text', targetLocale = 'es-ES') {
  return createProviderRequest({ texts, sourceLocale: 'en-GB', targetLocale, format });
}

describe('Apertium provider', () => {
  it('is configured with no key and lists the installed pairs as models', async () => {
    expect(await provider.isConfigured()).toBe(true);
    expect(provider.getModels().map((model) => model.id)).toContain('eng-spa');
    expect(await provider.validateCredentials(null)).toMatchObject({ valid: true, quota: null });
    expect(provider.supports('html')).toBe(true);
    expect(['formality', 'tone', 'glossary', 'other'].map((feature) => provider.supports(feature))).toEqual([false, false, false, false]);
    expect(provider.estimate(1_000_000).toJSON()).toEqual({ amount: 0, currency: 'USD' });
  });

  it('translates English text to Spanish, several texts in one run, in order', async () => {
    const result = await provider.translate(request(['The red chair is beautiful.', 'Price: 5 < 7 & cheap', '  The table  ']));
    expect(result.texts).toEqual(['La silla roja es bella.', 'Precio: 5 < 7 & barato', '  La mesa  ']);
    expect(result.characters).toBe('The red chair is beautiful.'.length + 'Price: 5 < 7 & cheap'.length + '  The table  '.length);
  });

  it('translates HTML and keeps the markup', async () => {
    const result = await provider.translate(request(['<p>The <strong>oak</strong> table</p><ul><li>Solid wood</li></ul>', '<h2>Care</h2>'], 'html'));
    expect(result.texts).toEqual(['<p>La mesa de <strong>roble</strong></p><ul><li>Madera sólida</li></ul>', '<h2>Cuidado</h2>']);
  });

  it('keeps placeholder tokens', async () => {
    const result = await provider.translate(request(['Only ⟦0⟧ items left for ⟦1⟧']));
    expect(result.texts[0]).toContain('⟦0⟧');
    expect(result.texts[0]).toContain('⟦1⟧');
  });

  it('answers empty texts without running anything, and refuses pairs that are not installed', async () => {
    expect((await provider.translate(request([]))).texts).toEqual([]);
    await expect(provider.translate(request(['Chair'], 'text', 'de-DE'))).rejects.toThrow('The Apertium language pair eng-deu is not installed.');
    await expect(provider.translate(request(['Chair'], 'text', 'ja-JP'))).rejects.toBeInstanceOf(ProviderException);
  });
});

describe('Apertium pairs installed while the server runs', () => {
  it('are found without a restart: a miss reads the modes directory again, at most once per recheck period', async () => {
    const modes = mkdtempSync(join(tmpdir(), 'ext-translate-apertium-modes-'));
    const fresh = new ApertiumProvider({ setting: async () => null, env: {}, logger: { info() {}, warn() {} }, fetch: globalThis.fetch }, modes, 1000);
    const missing = 'The Apertium language pair eng-cat is not installed.';
    expect(await fresh.isConfigured()).toBe(false);
    expect(() => fresh.pairFor('en-GB', 'ca-ES')).toThrow(missing);

    writeFileSync(join(modes, 'eng-cat.mode'), 'lt-proc eng-cat.automorf.bin\n');
    // Read a moment ago: within the recheck period a miss does not read the directory again.
    expect(() => fresh.pairFor('en-GB', 'ca-ES')).toThrow(missing);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(fresh.pairFor('en-GB', 'ca-ES')).toBe('eng-cat');
    expect(await fresh.isConfigured()).toBe(true);
    expect(fresh.getModels().map((model) => model.id)).toEqual(['eng-cat']);

    // The same holds through the environment setting the directory, as the server reads it.
    const fromEnv = new ApertiumProvider({ setting: async () => null, env: { EXT_TRANSLATE_APERTIUM_MODES_DIR: modes }, logger: { info() {}, warn() {} }, fetch: globalThis.fetch });
    expect(fromEnv.installedPairs()).toEqual(['eng-cat']);
  });
});
