import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Custom provider modules import the published contract by its package name; tests run from source.
    alias: { 'ext-translate/provider': fileURLToPath(new URL('./src/translate/providers/contract.ts', import.meta.url)) },
  },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
