import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test run's order: longest files first, so that the last files to finish are short ones and the
 * workers end together (a two-minute file started last keeps the run going two minutes after every
 * other worker is idle). A file's length is its duration in vitest's own cache of the last run on this
 * checkout, else the one recorded in test/support/file-durations.json (a fresh checkout, as CI has, has no
 * cache), else unknown: unknown files run first, as vitest orders them, since a new file may be long.
 *
 * `node scripts/test-durations.mjs <report.json>` rewrites file-durations.json from a run's JSON report
 * (`.ci/run` writes var/ci/sqlite.json); it needs no update for every new file, only when the long files
 * change.
 */
export const DURATIONS_FILE = join(import.meta.dirname, 'file-durations.json');

export function recordedDurations(): Record<string, number> {
  return existsSync(DURATIONS_FILE) ? (JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>) : {};
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const recorded = recordedDurations();
    const root = this.ctx.config.root;
    const duration = (spec: TestSpecification): number | undefined => {
      const path = relative(root, spec.moduleId);
      return this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`)?.duration ?? recorded[path];
    };
    return [...files]
      .map((spec) => ({ spec, duration: duration(spec) }))
      .sort((a, b) => {
        const groupOrder = a.spec.project.config.sequence.groupOrder - b.spec.project.config.sequence.groupOrder;
        if (groupOrder !== 0) return groupOrder;
        return (b.duration ?? Number.POSITIVE_INFINITY) - (a.duration ?? Number.POSITIVE_INFINITY) || (a.spec.moduleId < b.spec.moduleId ? -1 : 1);
      })
      .map(({ spec }) => spec);
  }
}
