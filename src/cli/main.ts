import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { loadConfig } from '../host/config/config.js';
import { ApiError } from '../host/http/errors.js';
import { createIntegration, createUser } from './accounts.js';
import { packageVersion } from '../host/host.js';
import { listProviders, providerTable } from './providers.js';
import { registerGatewayCommands } from './gateway.js';
import { registerGlossaryCommands } from './glossary.js';
import { registerMemoryCommands } from './memory.js';
import { registerReportsCommands } from './reports.js';
import { withHost } from './with-host.js';
import { runDemo, runMigrate, runServe, runWorker } from './serve.js';
import { runEstimate, runTranslate, type SelectionFlags } from './translate.js';

/** Turns an ApiError's entries into readable lines for the terminal. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    return error.entries.map((entry) => `${entry.source?.pointer ? `${entry.source.pointer}: ` : ''}${entry.detail}`).join('\n');
  }
  return error instanceof Error ? error.message : String(error);
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('Not a port number.');
  return port;
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}


/** The JobConfig flags `estimate` and `translate` share. */
function selectionOptions(command: Command): Command {
  return command
    .requiredOption('--entities <list>', 'entities, comma-separated (e.g. product,category,cms_page,snippet)', list)
    .requiredOption('--to <list>', 'target languages, comma-separated locale codes or language ids (e.g. de-DE)', list)
    .option('--from <language>', 'source language, a locale code or language id (default: the source language setting, else the system language)')
    .addOption(new Option('--scope <scope>', 'records: all, or missing (no text in the target yet, or a source changed since it was translated)').choices(['all', 'missing']).default('all'))
    .addOption(new Option('--ids <list>', 'only these record ids, comma-separated (the run becomes a selection)').argParser(list).conflicts('scope'))
    .option('--provider <id>', 'provider id, see `ext-translate providers` (default: per-language routing from the settings)')
    .addOption(
      new Option('--mode <mode>', 'missing: fill empty fields and refresh outdated ones; all: also overwrite texts the service wrote before').choices(['all', 'missing']).default('missing'),
    )
    .addOption(new Option('--tone <tone>', 'tone for providers that support it').choices(['default', 'formal', 'informal']).default('default'))
    .option('--no-glossary', 'do not apply the glossary')
    .option('--no-refresh-outdated', 'with --mode missing, fill empty fields only (not those whose source changed since the service wrote them)')
    .option('--no-protect-manual-edits', 'also overwrite texts edited by hand (with --mode missing only where their source changed since)')
    .option('--no-skip-unchanged', 'translate again fields whose source is unchanged since the service last wrote them')
    .option('--no-seo-truncate', 'do not shorten translated meta titles, descriptions and keywords to their limits');
}

export function buildProgram(): Command {
  const program = new Command();
  program
    .name('ext-translate')
    .description('Translate an online store\'s content through pluggable providers.\nConfiguration comes from the environment (see README).')
    .version(packageVersion(), '-V, --version', 'print the version and exit')
    .showHelpAfterError()
    // Usage errors (unknown command or option, a missing or invalid value) end with exit code 2, as
    // POSIX utilities do; main() sets it. Subcommands inherit this when created after it.
    .exitOverride();

  program
    .command('serve')
    .description('Run the HTTP API (migrations run first; an empty database gets the demo catalogue).')
    .option('--no-demo', 'do not seed the demo catalogue into an empty database')
    .addOption(new Option('--port <port>', 'port to listen on (env PORT, default 8080)').argParser(parsePort))
    .option('--host <host>', 'address to listen on (env HOST, default 127.0.0.1)')
    .option('--no-worker', 'run no queue worker in this process (run `ext-translate worker` elsewhere)')
    .action(async (options: { demo: boolean; port?: number; host?: string; worker: boolean }) => {
      const config = loadConfig();
      await runServe(
        {
          ...config,
          demo: config.demo && options.demo,
          ...(options.port !== undefined ? { port: options.port } : {}),
          ...(options.host ? { host: options.host } : {}),
        },
        { worker: options.worker },
      );
    });

  program
    .command('worker')
    .description('Run queue workers only: translation batches, reverts and the relay of stranded jobs (QUEUE_URL, EXT_TRANSLATE_WORKER_CONCURRENCY).')
    .action(async () => {
      await runWorker(loadConfig());
    });

  program
    .command('migrate')
    .description('Run pending database migrations and exit.')
    .action(async () => {
      await runMigrate(loadConfig());
    });

  program
    .command('demo')
    .description('Seed the demo catalogue (products, categories, CMS pages, snippets ...) into an empty shop.')
    .action(async () => {
      await withHost((host) => runDemo(host));
    });

  program
    .command('providers')
    .description('List the translation providers (built-in and from EXT_TRANSLATE_PROVIDERS) and whether each is configured.')
    .option('--json', 'print {"providers": [...], "warnings": [...]}')
    .action(async (options: { json?: boolean }) => {
      await withHost(async (host) => {
        const listing = await listProviders(host);
        if (options.json) console.log(JSON.stringify(listing));
        else for (const line of providerTable(listing)) console.log(line);
      });
    });

  selectionOptions(
    program.command('estimate').description('Estimate a run without starting it: records, characters, cost and warnings (as POST /estimate).'),
  )
    .option('--json', 'print the estimate result as JSON')
    .action(async (options: SelectionFlags & { json?: boolean }) => {
      await withHost(async (host) => {
        process.exitCode = await runEstimate(host, options);
      });
    });

  selectionOptions(
    program
      .command('translate')
      .description(
        'Create a translation job and follow it with a progress bar (on stderr) until it ends.\n' +
          'Exit code 0 when it completed, 1 when it ended with errors or was cancelled, 130 after Ctrl-C (which cancels the job).',
      ),
  )
    .option('--no-worker', 'run no worker in this process; `ext-translate serve` or `ext-translate worker` must run the job')
    .option('--json', 'print the ended job as one JSON object on stdout (status, counters, cost, message, errors)')
    .action(async (options: SelectionFlags & { worker: boolean; json?: boolean }) => {
      await withHost(async (host, config) => {
        process.exitCode = await runTranslate(host, options, { worker: options.worker, concurrency: config.workerConcurrency, json: options.json === true });
      });
    });

  const user = program.command('user').description('Manage users.');
  user
    .command('create')
    .description('Create a user. Without --password a password is generated and printed once.')
    .requiredOption('--username <name>', 'login name')
    .option('--password <password>', 'password (at least 8 characters)')
    .option('--admin', 'make the user an administrator', false)
    .option('--privileges <list>', 'comma-separated privileges, e.g. ext_translate.editor', list)
    .option('--json', 'print {"id", "username", "password"} (password: the generated one, else null)')
    .action(async (options: { username: string; password?: string; admin: boolean; privileges?: string[]; json?: boolean }) => {
      await withHost(async (host) => {
        const created = await createUser(host, options);
        if (options.json) {
          console.log(JSON.stringify({ id: created.id, username: options.username, password: created.generatedPassword ?? null }));
          return;
        }
        console.log(`Created user "${options.username}" (id ${created.id}).`);
        if (created.generatedPassword) console.log(`Password (shown once): ${created.generatedPassword}`);
      });
    });

  const integration = program.command('integration').description('Manage API integrations (client credentials).');
  integration
    .command('create')
    .description('Create an integration and print its access key and secret once.')
    .requiredOption('--label <label>', 'a name for the integration')
    .option('--privileges <list>', 'comma-separated privileges, e.g. ext_translate.viewer,product:read', list)
    .option('--admin', 'grant every privilege', false)
    .option('--json', 'print {"id", "label", "accessKey", "secretAccessKey"}')
    .action(async (options: { label: string; privileges?: string[]; admin: boolean; json?: boolean }) => {
      await withHost(async (host) => {
        const created = await createIntegration(host, options);
        if (options.json) {
          console.log(JSON.stringify({ id: created.id, label: options.label, accessKey: created.accessKey, secretAccessKey: created.secretAccessKey }));
          return;
        }
        console.log(`Created integration "${options.label}" (id ${created.id}).`);
        console.log(`Access key id:     ${created.accessKey}`);
        console.log(`Secret access key: ${created.secretAccessKey}`);
        console.log('The secret is shown only now. Get a token with:');
        console.log(
          `  curl -s -X POST http://127.0.0.1:8080/api/oauth/token -H 'content-type: application/json' \\\n` +
            `    -d '{"grant_type":"client_credentials","client_id":"${created.accessKey}","client_secret":"<secret>"}'`,
        );
      });
    });

  registerReportsCommands(program);
  registerGlossaryCommands(program);
  registerMemoryCommands(program);
  registerGatewayCommands(program);

  return program;
}

/** Exit code of a usage error: an unknown command or option, a missing or invalid value. */
export const EXIT_USAGE = 2;

export async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has printed its message (and the help); --help and --version end with 0.
      process.exitCode = error.exitCode === 0 ? 0 : EXIT_USAGE;
      return;
    }
    console.error(describeError(error));
    process.exitCode = 1;
  }
}
