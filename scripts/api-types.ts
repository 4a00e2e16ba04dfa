/**
 * The admin app's API types, generated from the OpenAPI document the server serves
 * (`admin/src/api/openapi.ts`): one description from the route schemas to the screens.
 *
 *   npm run build:api-types     writes the file (run after changing a route's schema)
 *
 * The app is built in-process on a throw-away SQLite database and asked for its document through
 * `inject`, so nothing listens and nothing outside the repository is read. `test/host/api-types.test.ts`
 * renders the same text in memory and fails when the committed file differs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { buildApplication, startTranslateHost } from '../src/translate/app.js';

export const API_TYPES_FILE = fileURLToPath(new URL('../admin/src/api/openapi.ts', import.meta.url));
export const API_TYPES_COMMAND = 'npm run build:api-types';

const HEADER = `/**
 * Generated from GET /api/_info/openapi.json by scripts/api-types.ts: do not edit.
 * After changing a route's schema run \`${API_TYPES_COMMAND}\`; test/host/api-types.test.ts fails while this file differs.
 */
`;

/** The document the app serves, read through `inject` from an app on a temporary database. */
export async function servedDocument(): Promise<string> {
  const directory = mkdtempSync(join(tmpdir(), 'ext-translate-api-types-'));
  const host = await startTranslateHost({
    databaseUrl: `sqlite:${join(directory, 'api-types.sqlite')}`,
    host: '127.0.0.1',
    port: 0,
    varDir: directory,
    appSecret: 'api-types-generation-only-0123456789',
    adminUser: 'admin',
    adminPassword: 'api-types-generation-only',
    demo: false,
    logLevel: 'silent',
    queueUrl: 'embedded',
    workerConcurrency: 1,
  });
  try {
    const app = await buildApplication(host, { logger: false });
    try {
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/api/_info/openapi.json' });
      if (response.statusCode !== 200) throw new Error(`GET /api/_info/openapi.json answered ${response.statusCode}`);
      return response.body;
    } finally {
      await app.close();
    }
  } finally {
    await host.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * The file's text for a document. `enumValues` adds an array of each enum's values (the job statuses
 * the Jobs filter lists, for example), so the app needs no runtime copy of a server list either. Only
 * those of answers are kept: openapi-typescript 7 types the arrays of a nullable request body (the
 * entity search's criteria) through a property access that does not compile, and the app sends those
 * values rather than lists them.
 */
export async function renderApiTypes(document: string): Promise<string> {
  const ast = await openapiTS(document, { defaultNonNullable: false, enumValues: true });
  const kept = ast.filter((node) => !(ts.isVariableStatement(node) && node.declarationList.declarations.some((declaration) => ts.isIdentifier(declaration.name) && /RequestBody\w*Values$/.test(declaration.name.text))));
  const schemas = (JSON.parse(document) as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  const defaults = Object.fromEntries(Object.entries(schemas).flatMap(([name, schema]) => {
    const found = defaultsOf(schema);
    return found === undefined ? [] : [[name, found]];
  }));
  return (
    HEADER +
    astToString(kept) +
    '/** The `default` of each property of the component schemas, nested as the schemas nest them (the values the server normalises to). */\n' +
    `export const schemaDefaults = ${JSON.stringify(defaults, null, 4)} as const;\n`
  );
}

/** The declared defaults of a schema's properties, nested; undefined when it declares none. */
function defaultsOf(schema: unknown): Record<string, unknown> | undefined {
  const properties = (schema as { properties?: Record<string, unknown> } | null)?.properties;
  if (typeof properties !== 'object' || properties === null) return undefined;
  const found: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (typeof property === 'object' && property !== null && 'default' in property) found[name] = (property as { default: unknown }).default;
    else {
      const nested = defaultsOf(property);
      if (nested !== undefined) found[name] = nested;
    }
  }
  return Object.keys(found).length > 0 ? found : undefined;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await renderApiTypes(await servedDocument());
  writeFileSync(API_TYPES_FILE, text);
  console.log(`wrote ${API_TYPES_FILE} (${text.length} characters)`);
}
