/**
 * What a job message's array parameters cost to encode on PostgreSQL (bench/README.md, "Array
 * parameters"): the history rows of one message of the engine benchmark's catalogue (155 products x 4
 * fields), one array per text column, for the catalogue's texts and for texts with quoted attributes, encoded into the driver's Bind message as the driver's literal
 * (`{"a","b \"c\""}`, what compiled-inserts.ts sent before) and as a binary text array
 * (src/host/db/binary-text-arrays.ts, what it sends now). Process CPU per message (the collector's share
 * included), median of `BENCH_RUNS` (default 5) rounds of 200 messages; nothing touches a database.
 *
 *   npm run bench:array-parameters
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { binaryTextArray, textElementType } from '../src/host/db/binary-text-arrays.js';
import { generateCatalogue } from './support/catalogue.js';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const MESSAGES = 200;
const RECORDS = 155;
const FIELDS = ['name', 'description', 'metaTitle', 'metaDescription'] as const;

// The driver's own serializer and value mapper, as its Client uses them.
const require = createRequire(import.meta.url);
const { serialize } = require('pg-protocol') as { serialize: { bind(config: { statement: string; values: unknown[]; valueMapper(value: unknown): unknown }): Buffer } };
const { prepareValue } = require('pg/lib/utils') as { prepareValue(value: unknown): unknown };

const products = generateCatalogue(RECORDS);
/**
 * The catalogue's texts as generated (HTML without attributes: nothing for a literal to escape), and as
 * shop editors' HTML usually comes, with quoted attributes (each quote escaped in a literal).
 */
const contents = {
  plain: (text: string) => text,
  'with attributes': (text: string) => text.replaceAll('<p>', '<p class="product-detail">').replaceAll('<li>', '<li style="margin: 0 0 4px">').replaceAll('<strong>', '<strong data-term="yes">'),
};

/** One message's history rows' text columns, one array of cells per column. */
function historyCells(content: (text: string) => string): unknown[][] {
  const rows = products.flatMap((product) =>
    FIELDS.map((field) => {
      const source = content(product[field]);
      return { newValue: `[de] ${source}`, sourceValue: source, previousValue: null, sourceHash: createHash('sha256').update(source).digest('hex'), checks: '[]', field };
    }),
  );
  const columns = Object.keys(rows[0] ?? {}) as (keyof (typeof rows)[number])[];
  return columns.map((column) => rows.map((row) => row[column]));
}

const TEXT = textElementType('text') as number;
const encodings = (cells: unknown[][]) => ({
  literal: () => serialize.bind({ statement: 'history', values: cells, valueMapper: prepareValue }),
  binary: () => serialize.bind({ statement: 'history', values: cells.map((values) => binaryTextArray(values, TEXT) ?? values), valueMapper: prepareValue }),
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`Array parameters of one message's history rows: ${RECORDS * FIELDS.length} rows x 6 text columns, ${MESSAGES} messages per run, median of ${RUNS} runs\n`);
console.log('| Texts | Encoding | CPU ms per message | Bind message KB | Against the literal |');
console.log('|---|---|---|---|---|');
for (const [contentName, content] of Object.entries(contents)) {
  const results = new Map<string, { cpuMs: number[]; bytes: number }>();
  const encoders = encodings(historyCells(content));
  for (let run = 0; run < RUNS; run += 1) {
    // Alternating, so that both meet the same stretches of a machine whose speed drifts.
    for (const [name, encode] of Object.entries(encoders)) {
      const before = process.cpuUsage();
      let bytes = 0;
      for (let message = 0; message < MESSAGES; message += 1) bytes += encode().length;
      const used = process.cpuUsage(before);
      const result = results.get(name) ?? { cpuMs: [], bytes: bytes / MESSAGES };
      result.cpuMs.push((used.user + used.system) / 1000 / MESSAGES);
      results.set(name, result);
    }
  }
  const literal = median(results.get('literal')?.cpuMs ?? []);
  for (const [name, result] of results) {
    const cpu = median(result.cpuMs);
    console.log(`| ${contentName} | ${name} | ${cpu.toFixed(2)} | ${(result.bytes / 1024).toFixed(0)} | ${(cpu / literal).toFixed(2)} |`);
  }
}
