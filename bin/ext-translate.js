#!/usr/bin/env node
// The published command runs the compiled CLI; `npm run build` (run by `npm start`) produces it.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/src/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  // A clone before its first build: say what to run rather than fail on a missing module.
  console.error('ext-translate is not built yet: run `npm run build` once in its directory (`npm start` builds, then serves).');
  process.exit(1);
}
const { main } = await import(entry.href);
main(process.argv).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
