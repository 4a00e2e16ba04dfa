#!/usr/bin/env node
/**
 * `npm test`: the checks (scripts/checks.mjs: the linter and the type checks) and the tests (`vitest run`
 * with the arguments given after `npm test --`) side by side. The tests print as they run; the checks'
 * outcomes and output follow once the tests have ended, where the end of a log shows them. The exit code
 * is 1 when a check or a test failed.
 *
 * Side by side, not one after the other: the test run leaves part of the machine idle while its long files
 * wait (outage windows, a browser, worker processes), and the checks, about half a minute of three
 * processes on a fresh checkout, fill it.
 *
 *   node scripts/test.mjs [vitest arguments]
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checks, reportChecks, runCheck, scriptEnv } from './checks.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs `checkList` (each `{ name, command }`) beside `testCommand` (an argv, its output inherited);
 * answers the exit code: 0 when every check and the tests passed, else 1.
 */
export async function checksBesideTests(checkList, testCommand) {
  const checking = Promise.all(checkList.map(runCheck));
  const testCode = await new Promise((resolve) => {
    const child = spawn(testCommand[0], testCommand.slice(1), { cwd: root, env: scriptEnv(), stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${testCommand[0]} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  const failedChecks = reportChecks(await checking);
  return failedChecks > 0 || testCode !== 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await checksBesideTests(checks(), ['vitest', 'run', ...process.argv.slice(2)]);
}
