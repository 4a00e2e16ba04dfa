import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './test/support/database-test-files.js';
import LongestFirst from './test/support/longest-first.js';

/**
 * `TEST_DATABASE_FILES_ONLY=1` (CI's PostgreSQL run): only the test files that can answer differently on
 * another database (test/support/database-test-files.ts); the others, and the admin app's component tests,
 * ran on SQLite already and would only repeat themselves.
 */
const databaseFilesOnly = process.env.TEST_DATABASE_FILES_ONLY === '1';

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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files spend most of their time waiting (servers, databases, queues, a browser), so three run
    // side by side even on two cores (vitest's default there is one). Each file owns its database
    // schema, Redis prefix, ports and temporary folders, so they do not meet.
    maxWorkers: 3,
    // Longest files first (recorded durations), so the run does not end waiting for one long file.
    sequence: { sequencer: LongestFirst },
    // Both projects extend these options (and the aliases above).
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // A worker process loads the modules once and runs file after file (a new process per file
          // spent more time importing than testing). Every file owns its database, ports and folders;
          // what it changes in the process (environment, timers) is put back after it (file-isolation.ts).
          isolate: false,
          setupFiles: ['test/support/file-isolation.ts'],
          include: databaseFilesOnly ? databaseTestFiles() : ['test/**/*.test.ts', 'src/**/*.test.ts'],
          // The admin app's e2e tests and the static serving test need dist/admin: built when missing or older than its sources.
          // Spawned command lines run from one bundle of the source, built once per run (cli-build.ts).
          globalSetup: ['test/support/admin-build.ts', 'test/support/cli-build.ts', 'test/support/database-template.ts'],
        },
      },
      {
        extends: true,
        plugins: [vue()],
        test: {
          name: 'admin',
          include: databaseFilesOnly ? [] : ['admin/src/**/*.test.ts'],
          environment: 'happy-dom',
          // As the server's files: a worker loads Vue and happy-dom once and runs file after file (a
          // process per file took three quarters of the project's time); what a file leaves in the
          // window and the app's modules is cleared after it (admin/src/test-file-isolation.ts).
          isolate: false,
          setupFiles: ['admin/src/test-file-isolation.ts'],
        },
      },
    ],
  },
});
