import { Command, InvalidArgumentError, Option } from 'commander';
import { loadConfig, type AppConfig } from '../host/config/config.js';
import { ApiError } from '../host/http/errors.js';
import { startHost, type Host } from '../host/host.js';
import { createIntegration, createUser } from './accounts.js';
import { providerTable } from './providers.js';
import { runDemo, runMigrate, runServe, runWorker } from './serve.js';

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

async function withHost<T>(work: (host: Host, config: AppConfig) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const host = await startHost(config);
  try {
    return await work(host, config);
  } finally {
    await host.close();
  }
}

export function buildProgram(): Command {
  const program = new Command();
  program
    .name('ext-translate')
    .description('Translate an online store\'s content through pluggable providers.\nConfiguration comes from the environment (see README).')
    .showHelpAfterError();

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
    .action(async () => {
      await withHost(async (host) => {
        for (const line of await providerTable(host)) console.log(line);
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
    .action(async (options: { username: string; password?: string; admin: boolean; privileges?: string[] }) => {
      await withHost(async (host) => {
        const created = await createUser(host, options);
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
    .action(async (options: { label: string; privileges?: string[]; admin: boolean }) => {
      await withHost(async (host) => {
        const created = await createIntegration(host, options);
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

  return program;
}

export async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    console.error(describeError(error));
    process.exitCode = 1;
  }
}
