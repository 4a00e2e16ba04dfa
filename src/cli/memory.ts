import type { Command } from 'commander';
import { clearMemory, memoryEnabled, memorySize } from '../translate/engine/translation-memory.js';
import { withHost } from './with-host.js';

/** `ext-translate memory [clear]`: the translation memory's state, and forgetting it (as GET /memory, POST /memory/clear). */
export function registerMemoryCommands(program: Command): void {
  const memory = program
    .command('memory')
    .description('Show the translation memory (on or off, entries held); `memory clear` forgets every entry.')
    .option('--json', 'print {"enabled", "entries"} as GET /memory answers it')
    .action(async (options: { json?: boolean }) => {
      await withHost(async (host) => {
        const [enabled, entries] = await Promise.all([memoryEnabled(host.settings), memorySize(host.database.db)]);
        console.log(options.json ? JSON.stringify({ enabled, entries }, null, 2) : `Translation memory: ${enabled ? 'on' : 'off'}, ${entries} ${entries === 1 ? 'entry' : 'entries'}.`);
      });
    });

  memory
    .command('clear')
    .description('Forget every remembered translation (as POST /memory/clear); later runs send those texts again.')
    .option('--json', 'print {"deleted"} as POST /memory/clear answers it')
    .action(async (options: { json?: boolean }) => {
      // `memory clear --json`: the parent command, which takes --json too, parses it first.
      const json = options.json === true || memory.opts<{ json?: boolean }>().json === true;
      await withHost(async (host) => {
        const deleted = await clearMemory(host.database.db);
        console.log(json ? JSON.stringify({ deleted }, null, 2) : `Cleared the translation memory: ${deleted} ${deleted === 1 ? 'entry' : 'entries'} removed.`);
      });
    });
}
