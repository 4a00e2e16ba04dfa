import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        resolve: {
          // Custom provider modules import the published contract by its package name; tests run from source.
          alias: { 'ext-translate/provider': fileURLToPath(new URL('./src/translate/providers/contract.ts', import.meta.url)) },
        },
        test: {
          name: 'server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          // The admin app's e2e tests and the static serving test need dist/admin: built when missing or older than its sources.
          globalSetup: ['test/support/admin-build.ts'],
        },
      },
      {
        extends: true,
        plugins: [vue()],
        test: {
          name: 'admin',
          include: ['admin/src/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
