/**
 * The estimate benchmark's clients, in a process of their own as a shop's clients are (bench/estimate.ts,
 * the load part): `clients` loops POST `body` to `url` back to back for `seconds`, then the process sends
 * its latencies and its own CPU time to its parent and exits. Plain JavaScript, loaded without the
 * TypeScript loader, so that it starts and runs as light as a load tool.
 */
import { performance } from 'node:perf_hooks';

const { url, token, body, clients, seconds } = JSON.parse(process.env.BENCH_LOAD_CLIENTS ?? '{}');

async function post() {
  const start = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`estimate: ${response.status} ${text}`);
  return performance.now() - start;
}

const latencies = [];
const cpuStart = process.cpuUsage();
const started = performance.now();
const end = started + seconds * 1000;
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (performance.now() < end) latencies.push(await post());
  }),
);
const cpu = process.cpuUsage(cpuStart);
process.send({ latencies, seconds: (performance.now() - started) / 1000, cpuMs: (cpu.user + cpu.system) / 1000 }, () => process.exit(0));
