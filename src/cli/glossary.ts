import { readFile, writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { exportGlossaryCsv, GLOSSARY_CSV_DEFAULT_DELIMITER, importGlossaryCsv } from '../translate/use-cases/glossary-csv.js';
import { withHost } from './with-host.js';

/** `\t` and `tab` stand for a tab, which is awkward to type as an argument. */
function delimiterOption(value: string): string {
  return value === '\\t' || value.toLowerCase() === 'tab' ? '\t' : value;
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read "${file}": ${error instanceof Error ? error.message : String(error)}`);
  }
}

function count(amount: number, noun: string): string {
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}

function writeStdout(text: string): Promise<void> {
  return new Promise((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));
}

/** `ext-translate glossary import|export`: the CSV of POST /glossary/import and GET /glossary/export. */
export function registerGlossaryCommands(program: Command): void {
  const glossary = program.command('glossary').description('Import or export the glossary as CSV (the format of docs/glossary.md).');

  glossary
    .command('import')
    .description('Import glossary terms from a CSV file in one transaction (as POST /glossary/import); existing terms are updated.')
    .argument('<file>', 'CSV file, UTF-8 (a BOM is allowed)')
    .option('--delimiter <character>', 'field delimiter, one character (`tab` or `\\t` for a tab)', delimiterOption, GLOSSARY_CSV_DEFAULT_DELIMITER)
    .option('--json', 'print {"imported", "created", "updated", "skipped"} as POST /glossary/import answers it')
    .action(async (file: string, options: { delimiter: string; json?: boolean }) => {
      const csv = await readText(file);
      await withHost(async (host) => {
        const result = await importGlossaryCsv(host.database.db, { csv, delimiter: options.delimiter });
        if (options.json) {
          const { imported, created, updated, skipped } = result;
          console.log(JSON.stringify({ imported, created, updated, skipped }, null, 2));
          return;
        }
        console.log(
          `Imported ${count(result.imported, 'term')}: ${result.created} created, ${result.updated} updated; ${count(result.skipped, 'row')} skipped.`,
        );
      });
    });

  glossary
    .command('export')
    .description('Export the full glossary as CSV (as GET /glossary/export), to a file or to stdout.')
    .argument('[file]', 'file to write; stdout when omitted')
    .option('--json', 'with a file: print {"file", "terms"} instead of a sentence (without a file stdout is the CSV)')
    .action(async (file: string | undefined, options: { json?: boolean }) => {
      await withHost(async (host) => {
        const { csv, terms } = await exportGlossaryCsv(host.database.db);
        if (file === undefined) {
          await writeStdout(csv);
          return;
        }
        await writeFile(file, csv, 'utf8');
        if (options.json) {
          console.log(JSON.stringify({ file, terms }, null, 2));
          return;
        }
        console.log(`Exported ${count(terms, 'term')} to ${file}.`);
      });
    });
}
