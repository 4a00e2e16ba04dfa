/**
 * A CPU profile of one stretch of a benchmark, such as one job from its start to its end, where
 * `node --cpu-prof` takes the whole process (its start, the seeding and every other run). V8's sampling
 * profiler on this thread, one sample every 100 µs; the profile is written as a `.cpuprofile` file
 * (Chrome DevTools' Performance tab opens it) and summed up by self time: by area (a package, a folder
 * of src/, Node's internals, native code, the collector, idle) and by function.
 *
 * @packageDocumentation
 */
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { frameName, type CallFrame } from './allocation-profile.js';

/** Microseconds between two samples (V8's default is 1,000). */
const SAMPLING_INTERVAL_US = 100;

interface CpuProfileNode {
  id: number;
  callFrame: CallFrame;
}

interface CpuProfile {
  nodes: CpuProfileNode[];
  /** The node each sample was taken in. */
  samples: number[];
  /** Microseconds from the sample before (the first from the profile's start). */
  timeDeltas: number[];
}

export interface CpuSummary {
  /** Where the profile was written. */
  file: string;
  /** The thread's sampled time, idle included. */
  totalMs: number;
  /** The areas that took the most time themselves (not in what they called). */
  areas: { where: string; ms: number }[];
  /** The functions that took the most time themselves. */
  top: { where: string; ms: number }[];
}

/** Starts profiling this thread's CPU; `stop` writes the profile into `directory` and sums it up. */
export async function startCpuProfile(directory: string, name: string): Promise<{ stop(): Promise<CpuSummary> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
      session.disconnect();
      const file = join(directory, `${name}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      return { file, ...summarise(profile) };
    },
  };
}

/** The area a frame's code belongs to: its npm package, its folder of src/, Node's module, or V8's own name for native code, the collector and idle time. */
function areaOf({ url, functionName }: CallFrame): string {
  if (url === '') return functionName.startsWith('(') ? functionName : `native ${functionName}`;
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1] as string;
  // A folder of the project's own code, at most two deep (src/translate/engine, bench/support).
  const own = /\/((?:src|bench|test)(?:\/[^/.]+){0,2})\//.exec(url);
  if (own) return own[1] as string;
  return url.startsWith('node:') ? url : 'other';
}

function summarise(profile: CpuProfile, count = 20): Omit<CpuSummary, 'file'> {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  // A sample's time is the gap to the next one; the last sample's is unknown and left out.
  for (let index = 0; index + 1 < profile.samples.length; index += 1) {
    const frame = frames.get(profile.samples[index] as number);
    const us = profile.timeDeltas[index + 1] as number;
    if (!frame) continue;
    total += us;
    const area = areaOf(frame);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
    const where = frameName(frame);
    byFunction.set(where, (byFunction.get(where) ?? 0) + us);
  }
  const ms = (us: number) => Math.round(us / 100) / 10;
  const largest = (entries: Map<string, number>) => [...entries].sort((a, b) => b[1] - a[1]).slice(0, count).map(([where, us]) => ({ where, ms: ms(us) }));
  return { totalMs: ms(total), areas: largest(byArea), top: largest(byFunction) };
}

/** Prints a summary under a title: the areas first, then the functions, each largest first. */
export function printCpuSummary(title: string, summary: CpuSummary): void {
  console.log(`\n${title}: ${summary.totalMs.toFixed(0)} ms sampled, idle included; ${summary.file}`);
  console.log('By area (self time):');
  for (const { where, ms } of summary.areas) console.log(`${ms.toFixed(1).padStart(8)} ms  ${where}`);
  console.log('By function (self time):');
  for (const { where, ms } of summary.top) console.log(`${ms.toFixed(1).padStart(8)} ms  ${where}`);
}
