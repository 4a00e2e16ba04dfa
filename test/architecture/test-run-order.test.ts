/**
 * The test run's order (test/support/longest-first.ts): longest files first by vitest's cache of the
 * last run, else by test/support/file-durations.json, files of unknown length before both.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestSpecification } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import LongestFirst, { DURATIONS_FILE, recordedDurations } from '../support/longest-first.js';

const ROOT = resolve(import.meta.dirname, '../..');

function spec(path: string, project = 'server', groupOrder = 0): TestSpecification {
  return { moduleId: join(ROOT, path), project: { name: project, config: { sequence: { groupOrder } } } } as unknown as TestSpecification;
}

function sequencer(cached: Record<string, number>): LongestFirst {
  const ctx = {
    config: { root: ROOT },
    cache: { getFileTestResults: (key: string) => (key in cached ? { duration: cached[key], failed: false } : undefined) },
  };
  return new LongestFirst(ctx as unknown as ConstructorParameters<typeof LongestFirst>[0]);
}

const order = async (files: TestSpecification[], cached: Record<string, number> = {}) => (await sequencer(cached).sort(files)).map((file) => file.moduleId.slice(ROOT.length + 1));

describe('the order of the test run', () => {
  const recorded = recordedDurations();
  const byLength = Object.entries(recorded).sort(([, a], [, b]) => b - a);

  it('has recorded durations for the long files of the suite', () => {
    expect(JSON.parse(readFileSync(DURATIONS_FILE, 'utf8'))).toEqual(recorded);
    expect(byLength.length).toBeGreaterThan(50);
  });

  it('runs the longest recorded files first on a fresh checkout (no cache)', async () => {
    const [longest, , middle] = byLength.map(([path]) => path);
    const shortest = byLength.at(-1)![0];
    expect(await order([spec(shortest), spec(middle!), spec(longest!)])).toEqual([longest, middle, shortest]);
  });

  it("prefers the cache's durations of the last run to the recorded ones", async () => {
    const [longest, second] = byLength.map(([path]) => path);
    expect(await order([spec(longest!), spec(second!)], { [`server:${second}`]: recorded[longest!]! + 1 })).toEqual([second, longest]);
  });

  it('runs files of unknown length first, and keeps the projects\' group order', async () => {
    const [longest] = byLength.map(([path]) => path);
    expect(await order([spec(longest!), spec('test/brand-new.test.ts')])).toEqual(['test/brand-new.test.ts', longest]);
    expect(await order([spec(longest!, 'server', 1), spec(byLength.at(-1)![0], 'admin', 0)])).toEqual([byLength.at(-1)![0], longest]);
  });

  it("keeps a project's files together (vitest starts a new worker process where the project changes), the project with the longest file first", async () => {
    const [longest, second, third, fourth] = byLength.map(([path]) => path);
    const files = [spec(fourth!, 'admin'), spec(third!, 'server'), spec(second!, 'admin'), spec(longest!, 'server')];
    expect(await order(files)).toEqual([longest, third, second, fourth]);
  });
});
