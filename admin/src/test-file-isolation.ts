import { afterAll, vi } from 'vitest';

/**
 * Runs before every component test file of the admin app (vitest `setupFiles`, the `admin` project; the
 * app itself never imports it). Those files share their worker processes (`isolate: false`): Vue,
 * happy-dom and the test utilities load once per worker instead of once per file in a process of its
 * own, which took three quarters of the project's time. A worker keeps one happy-dom window for all its
 * files, so what a file leaves behind is cleared after it: the app's own modules are loaded again by
 * the next file (their module state, and the modules a `vi.mock` replaces, start afresh), the document
 * is emptied (dialogs teleported into the body), and timers, mocks, stubbed globals and storage are put
 * back. A property a file sets on `window` itself stays: stub globals with `vi.stubGlobal`.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});
