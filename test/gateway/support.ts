import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildGatewayApp, type GatewayAppOptions } from '../../src/gateway/app.js';
import type { GatewayDebitRow } from '../../src/gateway/db/schema.js';
import { createTestDatabase, type TestDatabase } from '../support/harness.js';
import { ScriptedProvider } from '../support/scripted-provider.js';

/** A gateway on the test database (TEST_DATABASE), with a scripted provider unless told otherwise. */
export interface GatewayUnderTest {
  app: FastifyInstance;
  provider: ScriptedProvider;
  database: TestDatabase;
  /** A growth license's token unless `plan` said otherwise. */
  token: string;
  licenseId: string;
  /** The clock the app reads; tests move it. */
  now: { value: Date };
  translate(body: Record<string, unknown>, token?: string | null): Promise<LightMyRequestResponse>;
  quota(token?: string | null): Promise<LightMyRequestResponse>;
  debits(): Promise<GatewayDebitRow[]>;
  close(): Promise<void>;
}

export const START = new Date('2026-03-15T12:00:00.000Z');

export function translateBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    texts: ['Oak table', 'Blue chair'],
    sourceLocale: 'en-GB',
    targetLocale: 'de-DE',
    format: 'text',
    tone: null,
    customPrompt: null,
    glossaryTerms: {},
    serviceTier: null,
    idempotencyKey: null,
    contentType: 'product',
    traceId: 'job-1',
    ...overrides,
  };
}

export async function createGateway(
  options: Partial<GatewayAppOptions> & { plan?: string } = {},
): Promise<GatewayUnderTest> {
  const database = createTestDatabase();
  const provider = new ScriptedProvider('fake', { maxBatchSize: 100, maxChunkBytes: 100_000 });
  const now = { value: START };
  const { plan = 'growth', ...appOptions } = options;
  let app: Awaited<ReturnType<typeof buildGatewayApp>>;
  try {
    app = await buildGatewayApp({
      databaseUrl: database.url,
      env: {},
      providers: [provider],
      clock: () => now.value,
      ...appOptions,
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  const { license, token } = await app.gateway.createLicense({ plan, label: 'test shop' });
  const bearer = (value: string | null | undefined) => (value === null ? {} : { authorization: `Bearer ${value ?? token}` });
  const gateway: GatewayUnderTest = {
    app,
    provider,
    database,
    token,
    licenseId: license.id,
    now,
    translate: (body, value) => app.inject({ method: 'POST', url: '/v1/translate', headers: bearer(value), payload: body }),
    quota: (value) => app.inject({ method: 'GET', url: '/v1/quota', headers: bearer(value) }),
    debits: () => app.gateway.db.selectFrom('gateway_debit').selectAll().orderBy('createdAt').execute(),
    async close() {
      open.delete(gateway);
      await app.close();
      await database.drop();
    },
  };
  open.add(gateway);
  return gateway;
}

/** Gateways created and not closed yet: a test that opens several still leaves no schema behind. */
const open = new Set<GatewayUnderTest>();

/** Closes every gateway a test opened (its database is dropped). For afterEach. */
export async function closeGateways(): Promise<void> {
  for (const gateway of [...open]) await gateway.close();
}

/** Resolves after `ms`. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
