/**
 * The heap growth of the long-running commands (`serve`, `worker`): see `AppConfig.heapGrowthPercent`
 * and docs/operations.md "Memory".
 *
 * @packageDocumentation
 */
import { setFlagsFromString } from 'node:v8';
import { DEFAULT_HEAP_GROWTH_PERCENT } from '../host/config/config.js';

const FLAG = '--heap-growing-percent';

/**
 * Lets the JavaScript heap grow to `percent` past its live data before a full collection, instead of
 * V8's own factor (up to 300 % while the program allocates fast). V8 reads the factor at every full
 * collection, so setting it once at start holds for the whole process. 0, or the flag given to `node`
 * itself, leaves the heap alone. Returns the percent in force, or null when V8 decides.
 */
export function limitHeapGrowth(percent: number = DEFAULT_HEAP_GROWTH_PERCENT, execArgv: readonly string[] = process.execArgv): number | null {
  if (execArgv.some((arg) => arg === FLAG || arg.startsWith(`${FLAG}=`))) return null;
  if (percent <= 0) return null;
  setFlagsFromString(`${FLAG}=${String(percent)}`);
  return percent;
}
