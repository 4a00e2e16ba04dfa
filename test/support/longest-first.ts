import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test run's order: longest files first, a project's files together, so that the last files to finish are short ones and the
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
    const timed = files.map((spec) => ({ spec, duration: duration(spec) ?? Number.POSITIVE_INFINITY }));
    // A project's files stay together, the project with the longest file first: vitest keeps a worker
    // process for the next file only when that file is of the same project (its pool), so files of the
    // server and the admin app taken in turns (the short ones at the end of a run) cost a new process
    // each, which loads the modules again (26 of them at the end of a CI run, 42 s of CPU).
    const longestOfProject = new Map<string, number>();
    for (const { spec, duration: length } of timed) longestOfProject.set(spec.project.name, Math.max(longestOfProject.get(spec.project.name) ?? 0, length));
    const projectLength = (spec: TestSpecification) => longestOfProject.get(spec.project.name) ?? 0;
    return timed
      .sort((a, b) => {
        const groupOrder = a.spec.project.config.sequence.groupOrder - b.spec.project.config.sequence.groupOrder;
        if (groupOrder !== 0) return groupOrder;
        if (a.spec.project.name !== b.spec.project.name) return projectLength(b.spec) - projectLength(a.spec) || (a.spec.project.name < b.spec.project.name ? -1 : 1);
        return b.duration - a.duration || (a.spec.moduleId < b.spec.moduleId ? -1 : 1);
      })
      .map(({ spec }) => spec);
  }
}
