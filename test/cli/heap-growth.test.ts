import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HEAP_GROWTH_PERCENT, loadConfig } from '../../src/host/config/config.js';
import { limitHeapGrowth } from '../../src/cli/heap-growth.js';

describe('heap growth of serve and worker (docs/operations.md "Memory")', () => {
  const base = { EXT_TRANSLATE_APP_SECRET: 'a-secret-of-sixteen-chars', EXT_TRANSLATE_VAR_DIR: mkdtempSync(join(tmpdir(), 'ext-translate-config-')) };

  it('reads EXT_TRANSLATE_HEAP_GROWTH_PERCENT: 50 by default, 0 for V8 to decide, and refuses anything else than a whole number', () => {
    expect(DEFAULT_HEAP_GROWTH_PERCENT).toBe(50);
    expect(loadConfig(base).heapGrowthPercent).toBe(50);
    expect(loadConfig({ ...base, EXT_TRANSLATE_HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
    expect(loadConfig({ ...base, EXT_TRANSLATE_HEAP_GROWTH_PERCENT: ' 80 ' }).heapGrowthPercent).toBe(80);
    for (const value of ['-1', '1.5', 'half']) {
      expect(() => loadConfig({ ...base, EXT_TRANSLATE_HEAP_GROWTH_PERCENT: value })).toThrow(`EXT_TRANSLATE_HEAP_GROWTH_PERCENT must be a whole number from 0 up, got "${value}".`);
    }
  });

  it('sets the growth unless it is 0 or node was given its own', () => {
    try {
      expect(limitHeapGrowth(DEFAULT_HEAP_GROWTH_PERCENT, [])).toBe(DEFAULT_HEAP_GROWTH_PERCENT);
    } finally {
      // Back to V8's own growth: the test files after this one share the process.
      setFlagsFromString('--heap-growing-percent=0');
    }
    expect(limitHeapGrowth(0, [])).toBeNull();
    expect(limitHeapGrowth(DEFAULT_HEAP_GROWTH_PERCENT, ['--heap-growing-percent=80'])).toBeNull();
    expect(limitHeapGrowth(DEFAULT_HEAP_GROWTH_PERCENT, ['--heap-growing-percent', '80'])).toBeNull();
  });
});
