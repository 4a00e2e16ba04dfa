/**
 * How fast this machine is at what the other benchmarks spend their time on (bench/README.md, "The
 * machine"): JavaScript of the engine's kind, SHA-256 per text, file writes of a page (SQLite's log),
 * SQLite commits, and PostgreSQL round trips and commits. The project's absolute aims (records/s,
 * requests/s, minutes of CI) hold "on the 2-core reference machine", and the machines benchmarks run on
 * differ by two to three times from one to the next: run this first and compare with the table there
 * before reading a change into a slower or faster result. Median of `BENCH_RUNS` (default 5) per part;
 * nothing it writes stays behind.
 *
 *   npm run bench:machine
 *   BENCH_POSTGRES_URL=postgres://... npm run bench:machine
 */
import { hash } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { POSTGRES_URL } from './support/scratch.js';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

interface Part {
  name: string;
  unit: string;
  /** Runs the part once and answers its figure in `unit`. */
  run(): Promise<number> | number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Texts like the engine's: HTML descriptions with numbers, a seeded generator so every machine gets the same. */
function texts(count: number): string[] {
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const words = ['oak', 'chair', 'solid', 'frame', 'cushion', 'linen', 'walnut', 'finish', 'seat', 'height', 'table', 'drawer'];
  return Array.from({ length: count }, (_, index) => {
    const parts: string[] = [];
    for (let word = 0; word < 60 + Math.floor(next() * 120); word += 1) parts.push(words[Math.floor(next() * words.length)] as string);
    return `<p>${parts.join(' ')} ${index}, ${(next() * 1000).toFixed(2)} cm.</p><ul><li>${parts.slice(0, 8).join(' ')}</li></ul>`;
  });
}

const TEXTS = texts(4_000);
// The engine's quality checks' patterns (quality-checks.ts), copied so that a change there does not move this calibration.
const TAG = /<\/?([A-Za-z][\w:-]*)\b[^>]*?>/g;
const NUMBER = /\d+(?:[\u00a0\u202f'.,]\d+)*/g;

/** JavaScript as the engine runs it per text: tags and numbers scanned, a result object, a Map and JSON. */
function javascript(): number {
  const started = performance.now();
  const seen = new Map<string, number>();
  const rows: { id: number; tags: number; numbers: number; text: string }[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const [index, text] of TEXTS.entries()) {
      const visible = text.replace(TAG, ' ');
      let numbers = 0;
      for (const match of visible.matchAll(NUMBER)) numbers += match[0].length;
      const tags = text.length - visible.length;
      seen.set(`${round}:${index}:${visible.length}`, numbers);
      rows.push({ id: index, tags, numbers, text: `[de] ${visible}` });
    }
  }
  const parsed = JSON.parse(JSON.stringify(rows)) as unknown[];
  if (parsed.length !== rows.length || seen.size !== rows.length) throw new Error('The JavaScript part lost rows.');
  return performance.now() - started;
}

/** SHA-256 of each text, one call per text (the memory's keys, the history's source hashes). */
function hashing(): number {
  const started = performance.now();
  for (let round = 0; round < 10; round += 1) for (const text of TEXTS) hash('sha256', text, 'hex');
  return ((performance.now() - started) * 1000) / (10 * TEXTS.length);
}

/** One 4 KiB write call after another to a file, as SQLite appends pages to its log (µs per write). */
function fileWrites(directory: string): number {
  const page = Buffer.alloc(4096, 1);
  const descriptor = openSync(join(directory, 'pages'), 'w');
  const count = 20_000;
  const started = performance.now();
  try {
    for (let index = 0; index < count; index += 1) writeSync(descriptor, page, 0, page.length, index * page.length);
  } finally {
    closeSync(descriptor);
  }
  return ((performance.now() - started) * 1000) / count;
}

/** One-row transactions in SQLite as the application opens it (WAL, synchronous NORMAL): µs per commit. */
function sqliteCommits(directory: string): number {
  const database = new SqliteDatabase(join(directory, `commits-${String(performance.now())}.sqlite`));
  try {
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.exec('create table row (id integer primary key, value text not null)');
    const insert = database.prepare('insert into row (value) values (?)');
    const one = database.transaction((value: string) => insert.run(value));
    const count = 2_000;
    const started = performance.now();
    for (let index = 0; index < count; index += 1) one(TEXTS[index % TEXTS.length] as string);
    return ((performance.now() - started) * 1000) / count;
  } finally {
    database.close();
  }
}

/** Round trips per reading of the PostgreSQL round-trip parts. */
const ROUND_TRIPS = 2_000;

/** PostgreSQL: round trips and one-row transactions (µs each); no parts when the server does not answer. */
async function postgresParts(): Promise<{ parts: Part[]; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, application_name: 'bench-machine' });
  try {
    await client.connect();
  } catch {
    return { parts: [], close: async () => {} };
  }
  try {
    // A temporary table: gone with the connection.
    await client.query('create temporary table bench_machine_row (id serial primary key, value text not null)');
  } catch (error) {
    await client.end();
    throw error;
  }
  /** ROUND_TRIPS statements one after the other, each waiting for the one before: what both round-trip parts time. */
  const roundTrips = async () => {
    for (let index = 0; index < ROUND_TRIPS; index += 1) await client.query('select $1::int as value', [index]);
  };
  const parts: Part[] = [
    {
      name: 'PostgreSQL round trip (`select $1`)',
      unit: 'µs',
      async run() {
        const started = performance.now();
        await roundTrips();
        return ((performance.now() - started) * 1000) / ROUND_TRIPS;
      },
    },
    {
      // What a round trip costs this process's one thread (driver, socket, event loop) where SQLite's
      // statement costs none of it: with PostgreSQL's own share, what sets the demo job's ratio.
      name: "PostgreSQL round trip, this process's CPU (`select $1`)",
      unit: 'µs',
      async run() {
        const started = process.cpuUsage();
        await roundTrips();
        const used = process.cpuUsage(started);
        return (used.user + used.system) / ROUND_TRIPS;
      },
    },
    {
      name: 'PostgreSQL one-row transaction (begin, insert, commit)',
      unit: 'µs',
      async run() {
        const count = 500;
        const started = performance.now();
        for (let index = 0; index < count; index += 1) {
          await client.query('begin');
          await client.query('insert into bench_machine_row (value) values ($1)', [TEXTS[index % TEXTS.length]]);
          await client.query('commit');
        }
        return ((performance.now() - started) * 1000) / count;
      },
    },
  ];
  return { parts, close: () => client.end() };
}

async function main(): Promise<void> {
  const postgres = await postgresParts();
  const directory = mkdtempSync(join(tmpdir(), 'ext-translate-bench-machine-'));
  try {
    const parts: Part[] = [
      { name: 'JavaScript: 20,000 texts scanned, kept and copied as JSON', unit: 'ms', run: javascript },
      { name: 'SHA-256 of a 1 KB text', unit: 'µs', run: hashing },
      { name: 'File write of 4 KiB', unit: 'µs', run: () => fileWrites(directory) },
      { name: 'SQLite one-row transaction (WAL)', unit: 'µs', run: () => sqliteCommits(directory) },
      ...postgres.parts,
    ];
    const cpu = cpus();
    console.log(`Machine: ${String(cpu.length)} × ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}; load average before ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
    console.log('');
    console.log('| Part | Median | Range |');
    console.log('|---|---|---|');
    for (const part of parts) {
      const values: number[] = [];
      for (let run = 0; run < RUNS; run += 1) values.push(await part.run());
      const digits = part.unit === 'ms' ? 0 : 1;
      console.log(`| ${part.name} | ${median(values).toFixed(digits)} ${part.unit} | ${Math.min(...values).toFixed(digits)} to ${Math.max(...values).toFixed(digits)} |`);
    }
    if (!parts.some((part) => part.name.startsWith('PostgreSQL'))) console.log(`(PostgreSQL at ${POSTGRES_URL.replace(/\/\/[^@/]*@/, '//')} did not answer: its parts are left out.)`);
  } finally {
    await postgres.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

await main();
