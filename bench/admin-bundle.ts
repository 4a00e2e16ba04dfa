/**
 * What a browser downloads to show the admin app's first screen: the entry page, its script and the
 * chunks it preloads, and the styles, in bytes and gzip-compressed (budget: 300 KB of JavaScript,
 * gzip). Lazy screen chunks are listed apart. Run after `npm run build:admin`:
 *   npm run bench:admin-bundle
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 300 * 1024;
const directory = join(import.meta.dirname, '../dist/admin');
const html = readFileSync(join(directory, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/admin\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);

function sizes(file: string): { raw: number; gzip: number } {
  const content = readFileSync(join(directory, file));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let scripts = 0;
let styles = 0;
console.log('Initial load:');
for (const file of initial) {
  const size = sizes(file);
  if (file.endsWith('.js')) scripts += size.gzip;
  else styles += size.gzip;
  console.log(`  ${file.padEnd(48)} ${kilobytes(size.raw).padStart(10)}  gzip ${kilobytes(size.gzip).padStart(9)}`);
}
console.log(`  JavaScript gzip ${kilobytes(scripts)} of the ${kilobytes(BUDGET_BYTES)} budget; CSS gzip ${kilobytes(styles)}`);

console.log('Loaded when a screen opens (lazy):');
let lazy = 0;
for (const file of readdirSync(join(directory, 'assets')).filter((name) => name.endsWith('.js') && !initial.includes(`assets/${name}`))) {
  const size = sizes(`assets/${file}`);
  lazy += size.gzip;
  console.log(`  assets/${file.padEnd(41)} ${kilobytes(size.raw).padStart(10)}  gzip ${kilobytes(size.gzip).padStart(9)}`);
}
console.log(`  all lazy chunks together gzip ${kilobytes(lazy)}`);
if (scripts > BUDGET_BYTES) process.exitCode = 1;
