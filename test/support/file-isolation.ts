import { afterAll, vi } from 'vitest';

/**
 * Runs before every server test file (vitest `setupFiles`). The server tests share their worker
 * processes (`isolate: false`: modules are loaded once per worker, not once per file), so what one file
 * changes in the process must not reach the next: the environment is put back as the file found it,
 * and timers and mocks are real again.
 */
const environment = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  vi.useRealTimers();
  vi.restoreAllMocks();
});
