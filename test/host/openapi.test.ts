import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';

/**
 * The OpenAPI document the running app serves: lint-clean under the repository's Redocly rules, every
 * operation named and its shared answers documented, and precise enough that a client generated from
 * it types the README's calls (a job config with a wrong tone does not compile).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Operation = { operationId?: string; security?: unknown[]; requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }> }> };
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

const PUBLIC = ['POST /api/oauth/token', 'POST /api/oauth/revoke', 'GET /api/_info/health', 'GET /api/_info/openapi.json'];

describe('the OpenAPI document', () => {
  let h: Harness;
  let text: string;
  let document: Document;

  beforeAll(async () => {
    h = await createHarness();
    const response = await h.app.inject({ method: 'GET', url: '/api/_info/openapi.json' });
    expect(response.statusCode).toBe(200);
    text = response.body;
    document = JSON.parse(text) as Document;
  });
  afterAll(async () => {
    await h.close();
  });

  function operations(): [string, Operation][] {
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation] as [string, Operation]),
    );
  }

  it('is clean under the Redocly rules of redocly.yaml', async () => {
    const config = await loadConfig({ configPath: join(ROOT, 'redocly.yaml') });
    const problems = await lintFromString({ source: text, absoluteRef: join(ROOT, 'openapi.json'), config });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`)).toEqual([]);
  });

  it('names every operation uniquely, has a server, and marks exactly the public routes `security: []`', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const ids = all.map(([, operation]) => operation.operationId);
    expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.servers?.length).toBeGreaterThan(0);
    const open = all.filter(([, operation]) => Array.isArray(operation.security) && operation.security.length === 0).map(([name]) => name);
    expect(open.sort()).toEqual([...PUBLIC].sort());
  });

  it('documents 401 and 403 on every guarded route, 413 and 415 where a body is read, with the shared error schemas', () => {
    const reference = (operation: Operation, status: string) => operation.responses[status]?.content?.['application/json']?.schema?.$ref;
    for (const [name, operation] of operations()) {
      const guarded = !PUBLIC.includes(name);
      if (guarded) {
        expect(reference(operation, '401'), name).toBe('#/components/schemas/ErrorsAnswer');
        expect(reference(operation, '403'), name).toBe('#/components/schemas/ErrorsAnswer');
      }
      // The public info routes take no input, so they alone have no 4xx answer (redocly.yaml).
      if (!name.startsWith('GET /api/_info/')) expect(Object.keys(operation.responses).some((status) => status.startsWith('4')), name).toBe(true);
      // The OAuth routes answer every refusal in RFC 6749's shape (issue 18), 413 and 415 included.
      if (name.includes(' /api/oauth/')) {
        for (const status of ['400', '413', '415', '431']) {
          expect(Object.keys(operation.responses[status]?.content?.['application/json']?.schema?.properties ?? {}), `${name} ${status}`).toEqual(['error', 'error_description']);
        }
        continue;
      }
      expect(reference(operation, '431'), name).toBe(name.includes(' /api/_action/ext-translate/') ? '#/components/schemas/MessageAnswer' : '#/components/schemas/ErrorsAnswer');
      if (operation.requestBody !== undefined) {
        const shape = name.includes(' /api/_action/ext-translate/') ? '#/components/schemas/MessageAnswer' : '#/components/schemas/ErrorsAnswer';
        expect(reference(operation, '415'), name).toBe(shape);
        // The glossary import has a body limit of its own, answered as 400 with its own message.
        if (name !== 'POST /api/_action/ext-translate/glossary/import') expect(reference(operation, '413'), name).toBe(shape);
      }
    }
    expect(document.components.schemas.JobConfig).toBeDefined();
  });

  it('generates a client that types the README\'s calls, the job config included', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'ext-translate-client-'));
    writeFileSync(join(directory, 'api.ts'), astToString(await openapiTS(text, { defaultNonNullable: false })));
    writeFileSync(
      join(directory, 'calls.ts'),
      `import type { components, paths } from './api.js';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type JobConfig = components['schemas']['JobConfig'];

export const token: Json<paths['/api/oauth/token']['post']['requestBody']> = {
  grant_type: 'password', client_id: 'administration', username: 'admin', password: 'secret',
};
export const search: Json<paths['/api/search/product']['post']['requestBody']> = {
  filter: [{ type: 'contains', field: 'name', value: 'chair' }], sort: [{ field: 'name', order: 'ASC' }], limit: 5, associations: { manufacturer: {} },
};
export const config: JobConfig = {
  entities: ['product', { name: 'category', scope: 'missing' }],
  targetLanguageIds: ['0190a1b2c3d4e5f60718293a4b5c6d7e'],
  providerId: 'apertium',
  options: { mode: 'all', tone: 'formal', fields: { product: ['name'] }, customPrompt: null, serviceTier: 'quality' },
};
export const estimate: Json<paths['/api/_action/ext-translate/estimate']['post']['requestBody']> = { config };
export const job: Json<paths['/api/_action/ext-translate/job']['post']['requestBody']> = { config };

export function jobIdOf(answer: Json<paths['/api/_action/ext-translate/job']['post']['responses'][200]>): string {
  return answer.jobId;
}
export function statusOf(answer: Json<paths['/api/ext-translate-job/{id}']['get']['responses'][200]>): string | null | undefined {
  return answer.data?.status;
}
export function charactersOf(answer: Json<paths['/api/_action/ext-translate/estimate']['post']['responses'][200]>): number {
  return answer.characters + answer.warnings.length;
}
export const readJob: paths['/api/ext-translate-job/{id}']['get']['parameters']['path'] = { id: '0190a1b2c3d4e5f60718293a4b5c6d7e' };

// What the document must refuse, so that the lines above cannot pass by being untyped.
// @ts-expect-error a tone outside the documented choices
export const wrongTone: JobConfig = { entities: ['product'], targetLanguageIds: [], providerId: 'x', options: { tone: 'casual' } };
// @ts-expect-error a config without its provider
export const noProvider: JobConfig = { entities: ['product'], targetLanguageIds: [] };
// @ts-expect-error the answer of POST /job has no status
export const noStatus = (answer: Json<paths['/api/_action/ext-translate/job']['post']['responses'][200]>) => answer.status;
`,
    );
    const program = ts.createProgram([join(directory, 'calls.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
      return `${diagnostic.file?.fileName.split('/').pop() ?? ''}:${line} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
    expect(diagnostics).toEqual([]);
  }, 60_000);

  it('serves an interactive reference at /docs from the package, nothing from elsewhere', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/src="https?:|href="https?:/);
    const script = await h.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    const initializer = await h.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('./json');
    const json = await h.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.json().paths['/api/_action/ext-translate/job']).toBeDefined();
  });
});
