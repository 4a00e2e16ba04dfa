/**
 * A sampled profile of what a stretch of a benchmark allocates, the garbage included: V8's sampling heap
 * profiler, told to keep the samples of objects the collector has freed since (by default it reports
 * only what is still alive at the end, which says nothing about the garbage that keeps the collector
 * busy). The profile is written as a `.heapprofile` file (Chrome DevTools' Memory tab opens it) and
 * summed up by function.
 *
 * @packageDocumentation
 */
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One allocation in this many bytes is sampled (V8's default is 32 KiB). */
const SAMPLING_INTERVAL_BYTES = 16 * 1024;

/** Where a profile's sample was taken: V8's description of a function. */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

/** A frame's name in a summary: the function, its file below src/, node_modules/ or bench/, and its line. */
export function frameName({ functionName, url, lineNumber }: CallFrame): string {
  return `${functionName || '(anonymous)'} ${url.replace(/^.*\/(src|node_modules|bench)\//, '$1/')}:${lineNumber + 1}`;
}

interface ProfileNode {
  callFrame: CallFrame;
  selfSize: number;
  children: ProfileNode[];
}

export interface AllocationSummary {
  /** Where the profile was written. */
  file: string;
  totalMb: number;
  /** The functions that allocated most themselves, in MB. */
  top: { where: string; mb: number }[];
}

/** Starts sampling this thread's allocations; `stop` writes the profile into `directory` and sums it up. */
export async function startAllocationProfile(directory: string, name: string): Promise<{ stop(): Promise<AllocationSummary> }> {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: SAMPLING_INTERVAL_BYTES,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return {
    async stop() {
      const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: ProfileNode } };
      session.disconnect();
      const file = join(directory, `${name}.heapprofile`);
      writeFileSync(file, JSON.stringify(profile));
      return { file, ...summarise(profile.head) };
    },
  };
}

function summarise(head: ProfileNode, count = 15): { totalMb: number; top: { where: string; mb: number }[] } {
  const bytes = new Map<string, number>();
  let total = 0;
  const stack: ProfileNode[] = [head];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const where = frameName(node.callFrame);
    bytes.set(where, (bytes.get(where) ?? 0) + node.selfSize);
    total += node.selfSize;
    stack.push(...node.children);
  }
  const mb = (value: number) => Math.round(value / 1e5) / 10;
  const top = [...bytes].sort((a, b) => b[1] - a[1]).slice(0, count).map(([where, size]) => ({ where, mb: mb(size) }));
  return { totalMb: mb(total), top };
}
