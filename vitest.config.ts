import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Custom provider modules import the published contract and its conformance suite by their package
    // names; tests run from source. Exact matches, so `ext-translate/provider` is no prefix of `/testing`.
    alias: [
      { find: /^ext-translate\/provider$/, replacement: fileURLToPath(new URL('./src/translate/providers/contract.ts', import.meta.url)) },
      { find: /^ext-translate\/provider\/testing$/, replacement: fileURLToPath(new URL('./src/translate/providers/provider-conformance.ts', import.meta.url)) },
    ],
  },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
