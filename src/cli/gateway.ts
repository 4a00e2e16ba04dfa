import { InvalidArgumentError, Option, type Command } from 'commander';
import { openDatabase } from '../host/db/database.js';
import { loadGatewayConfig } from '../gateway/config.js';
import { migrateGateway } from '../gateway/db/migrate.js';
import type { GatewayDb } from '../gateway/db/schema.js';
import { createLicense, listLicenses, revokeLicense } from '../gateway/licenses.js';
import { usageByLicense } from '../gateway/metering.js';
import { periodOf, PLAN_MONTHLY_CREDITS, PLANS } from '../gateway/plans.js';
import { renderTable } from './table.js';

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('Not a port number.');
  return port;
}

/** Opens the gateway database (GATEWAY_DATABASE_URL), migrated, for one command. */
async function withGatewayDb<T>(work: (db: GatewayDb) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadGatewayConfig().databaseUrl);
  try {
    await migrateGateway(database);
    return await work(database.db as unknown as GatewayDb);
  } finally {
    await database.destroy();
  }
}

/** `ext-translate gateway`: serve the managed translation gateway and manage its licenses. */
export function registerGatewayCommands(program: Command): void {
  const gateway = program
    .command('gateway')
    .description(
      'Serve the managed translation gateway (the vendor side of the `managed` provider; see docs/gateway.md).\n' +
        'Database GATEWAY_DATABASE_URL (default sqlite:./var/gateway.sqlite); tiers GATEWAY_TIER_PROVIDERS.',
    )
    .addOption(new Option('--port <port>', 'port to listen on (env GATEWAY_PORT, default 8090)').argParser(parsePort))
    .option('--host <host>', 'address to listen on (env GATEWAY_HOST, default 127.0.0.1)')
    .action(async (options: { port?: number; host?: string }) => {
      const config = loadGatewayConfig();
      // The gateway's HTTP server (Fastify) loads for this command only; the license commands start without it.
      const { runGateway } = await import('../gateway/server.js');
      await runGateway({
        ...config,
        ...(options.port !== undefined ? { port: options.port } : {}),
        ...(options.host ? { host: options.host } : {}),
      });
    });

  const license = gateway.command('license').description('Manage the licenses (bearer tokens) of the gateway.');
  license
    .command('create')
    .description('Create a license and print its token once (only its hash is stored).')
    .addOption(new Option('--plan <plan>', 'plan of the license').choices([...PLANS]).makeOptionMandatory())
    .option('--label <label>', 'a name for the license (e.g. the shop)')
    .action(async (options: { plan: string; label?: string }) => {
      await withGatewayDb(async (db) => {
        const { license: created, token } = await createLicense(db, { plan: options.plan, label: options.label ?? null });
        console.log(`Created license ${created.id} (plan ${created.plan}${created.label ? `, "${created.label}"` : ''}).`);
        console.log(`Token (shown once): ${token}`);
      });
    });

  license
    .command('list')
    .description('List the licenses with their plan, state and credits used this month (UTC).')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      await withGatewayDb(async (db) => {
        const period = periodOf(new Date());
        const [licenses, usage] = await Promise.all([listLicenses(db), usageByLicense(db, period)]);
        const rows = licenses.map((item) => ({
          ...item,
          period,
          used: usage.get(item.id) ?? 0,
          limit: PLAN_MONTHLY_CREDITS[item.plan],
        }));
        if (options.json) {
          console.log(JSON.stringify(rows, null, 2));
          return;
        }
        if (rows.length === 0) {
          console.log('No licenses yet; create one with `ext-translate gateway license create --plan growth`.');
          return;
        }
        const table = renderTable(
          ['ID', 'PLAN', 'STATE', `USED ${period}`, 'CREATED', 'LABEL'],
          rows.map((row) => [row.id, row.plan, row.active ? 'active' : 'revoked', `${row.used}/${row.limit}`, row.createdAt, row.label ?? '']),
        );
        for (const line of table) console.log(line);
      });
    });

  license
    .command('revoke')
    .description('Revoke a license: its token is refused from now on; its debits stay.')
    .argument('<id>', 'license id (see `gateway license list`)')
    .action(async (id: string) => {
      await withGatewayDb(async (db) => {
        if (!(await revokeLicense(db, id))) throw new Error(`No license with id "${id}".`);
        console.log(`Revoked license ${id}.`);
      });
    });
}
