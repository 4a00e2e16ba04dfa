import { buildGatewayApp } from './app.js';
import type { GatewayConfig } from './config.js';

/**
 * Serves the gateway until SIGINT or SIGTERM, then stops accepting connections, lets requests in flight
 * finish (their debits complete or are released), and closes the database.
 */
export async function runGateway(config: GatewayConfig, env: Record<string, string | undefined> = process.env): Promise<void> {
  const app = await buildGatewayApp({
    databaseUrl: config.databaseUrl,
    env,
    tierProviders: config.tierProviders,
    logger: { level: config.logLevel },
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'gateway shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'gateway shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  try {
    const address = await app.listen({ host: config.host, port: config.port });
    const routing = Object.entries(app.gateway.routing).map(([tier, provider]) => `${tier}: ${provider.getId()}`);
    for (const provider of new Set(Object.values(app.gateway.routing))) {
      if (!(await provider.isConfigured())) app.log.warn({ provider: provider.getId() }, 'a tier provider is not configured (no key or not installed)');
    }
    console.log(`ext-translate gateway is listening on ${address} (database: ${app.gateway.database.dialect}; ${routing.join(', ')}).`);
  } catch (error) {
    await app.close();
    throw error;
  }
}
