import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cliArgv } from './cli.js';

/** An `ext-translate worker` process spawned by a fleet test (from the test run's bundle of the command line). */
export interface WorkerProcess {
  name: string;
  child: ChildProcessWithoutNullStreams;
  /** What it wrote to stdout and stderr so far (for failure messages). */
  output: () => string;
  /** Its exit code; -1 when a signal ended it. */
  exited: Promise<number | null>;
}

/**
 * Starts `ext-translate worker` from source with `env`; resolves once it says it started. The worker is
 * pushed onto `started` at once, so that a clean-up finds it also when it never gets ready.
 */
export function startWorkerProcess(name: string, env: NodeJS.ProcessEnv, started: WorkerProcess[]): Promise<WorkerProcess> {
  const child = spawn(process.execPath, cliArgv(['worker']), { env, cwd: process.cwd() });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))));
  const worker: WorkerProcess = { name, child, output: () => output, exited };
  started.push(worker);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker ${name} did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker started')) {
        clearTimeout(timer);
        resolve(worker);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`worker ${name} exited with ${String(code)} before it started:\n${output}`));
    });
  });
}

/** Stops a worker with SIGTERM (it finishes what it holds) and answers its exit code. */
export async function stopWorkerProcess(worker: WorkerProcess): Promise<number | null> {
  if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGTERM');
  return worker.exited;
}

/** Ends every worker still running with SIGKILL and waits for them (a test's clean-up). */
export async function killWorkerProcesses(workers: readonly WorkerProcess[]): Promise<void> {
  for (const worker of workers) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
  await Promise.all(workers.map((worker) => worker.exited));
}
