#!/usr/bin/env node
// The published command runs the compiled CLI; `npm run build` (run by `npm start`) produces it.
import { main } from '../dist/src/cli/main.js';

main(process.argv).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
