import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';

/**
 * A third-party provider package as docs/providers.md ("Write a provider package") builds it, written
 * into a scratch folder: package.json, the provider module and its conformance test. Its upstream is
 * "ACME Translate", a tiny HTTP API served by {@link startAcmeUpstream}.
 */

export const ACME_KEY = 'acme-test-key-0123456789';

const PACKAGE_JSON = {
  name: 'acme-translate-provider',
  version: '1.0.0',
  type: 'module',
  exports: './acme-provider.js',
  scripts: { test: 'node --test' },
  peerDependencies: { 'ext-translate': '>=0.1.0' },
  devDependencies: { 'ext-translate': '>=0.1.0' },
};

const PROVIDER_MODULE = `// ACME Translate for ext-translate: a provider package written against the published contract.
import { Cost, createProviderResult, PROVIDER_SPECIFICATION_VERSION, ProviderException } from 'ext-translate/provider';

const FAILURES = {
  401: (status) => ProviderException.authentication('ACME rejected the API key.', { code: status }),
  429: (status) => ProviderException.rateLimited('ACME is limiting the request rate. Try again later.', { code: status }),
  503: (status) => ProviderException.unavailable('ACME is unavailable right now. Try again later.', { code: status }),
};

export default function createProviders(context) {
  const baseUrl = context.env.ACME_BASE_URL ?? 'https://api.acme.example';
  const storedKey = async () => {
    const key = await context.setting('acme_mtApiKey');
    return typeof key === 'string' && key.trim() !== '' ? key : null;
  };

  async function call(path, apiKey, body) {
    let response;
    try {
      response = await context.fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: { authorization: \`Bearer \${apiKey}\`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw ProviderException.transportFailure('ACME could not be reached.', { cause: error });
    }
    if (response.status !== 200) {
      const failure = FAILURES[response.status];
      throw failure ? failure(response.status) : new ProviderException(\`ACME could not process the request (HTTP \${response.status}).\`, { code: response.status });
    }
    return response.json();
  }

  return {
    specificationVersion: PROVIDER_SPECIFICATION_VERSION,
    getId: () => 'acme_mt',
    getLabel: () => 'ACME Translate',
    isConfigured: async () => (await storedKey()) !== null,
    async translate(request) {
      if (request.texts.length === 0) return createProviderResult({ texts: [], characters: 0, cost: Cost.zero('EUR') });
      const apiKey = await storedKey();
      if (apiKey === null) throw ProviderException.authentication('No API key is configured for ACME Translate.');
      const answer = await call('/translate', apiKey, { texts: request.texts, target: request.targetLocale, format: request.format });
      const characters = request.texts.reduce((sum, text) => sum + [...text].length, 0);
      return createProviderResult({
        texts: answer.translations,
        characters,
        cost: new Cost(characters * 0.00001, 'EUR'),
        providerMetadata: { acme_mt: { engine: answer.engine } },
      });
    },
    async validateCredentials(apiKey) {
      const key = apiKey ?? (await storedKey());
      if (key === null) return { valid: false, message: 'No API key is configured for ACME Translate.', quota: null };
      try {
        await call('/translate', key, { texts: [], target: 'en', format: 'text' });
        return { valid: true, message: 'The ACME key works.', quota: null };
      } catch (error) {
        return { valid: false, message: ProviderException.isInstance(error) ? error.message : 'ACME could not be checked.', quota: null };
      }
    },
    getModels: () => [],
    supports: (feature) => feature === 'html',
    estimate: (characters) => new Cost(characters * 0.00001, 'EUR'),
    getMaxBatchSize: () => 25,
    getMaxChunkBytes: () => 50_000,
  };
}
`;

const CONFORMANCE_TEST = `import { describe, it } from 'node:test';
import { describeProviderConformance } from 'ext-translate/provider/testing';
import createProviders from '../acme-provider.js';

// A deterministic stand-in for ACME's API: answers "<target>: <text>" per text node, or the failure arranged next.
const calls = [];
let nextStatus = null;
async function fakeAcmeFetch(url, init) {
  const body = JSON.parse(init.body);
  calls.push({ url: String(url), body });
  const status = nextStatus ?? (init.headers.authorization === 'Bearer ${ACME_KEY}' ? 200 : 401);
  nextStatus = null;
  if (status !== 200) return new Response('{}', { status });
  const reverse = process.env.ACME_BREAK_ORDER === '1';
  const translations = body.texts.map((text) => text.replace(/(^|>)([^<]+)/g, (_match, open, content) => \`\${open}\${body.target}: \${content}\`));
  return Response.json({ translations: reverse ? translations.reverse() : translations, engine: 'acme-2' });
}

describeProviderConformance('acme_mt', {
  createProvider: () => createProviders({ setting: async () => '${ACME_KEY}', env: {}, logger: console, fetch: fakeAcmeFetch }),
  upstreamRequests: () => calls.length,
  secrets: ['${ACME_KEY}'],
  invalidApiKey: 'wrong-key',
  failures: {
    rateLimited: () => (nextStatus = 429),
    unavailable: () => (nextStatus = 503),
    authentication: () => (nextStatus = 401),
  },
}, { describe, it });
`;

/** Writes the package into `directory` (created); answers the provider module's path. */
export function writeAcmeProviderPackage(directory: string): string {
  mkdirSync(join(directory, 'test'), { recursive: true });
  writeFileSync(join(directory, 'package.json'), `${JSON.stringify(PACKAGE_JSON, null, 2)}\n`);
  writeFileSync(join(directory, 'acme-provider.js'), PROVIDER_MODULE);
  writeFileSync(join(directory, 'test', 'conformance.test.js'), CONFORMANCE_TEST);
  return join(directory, 'acme-provider.js');
}

export interface AcmeUpstream {
  url: string;
  /** The requests received, in order: path, authorization header and JSON body. */
  requests: { path: string; authorization: string | undefined; body: { texts: string[]; target: string; format: string } }[];
  /** The status the next translate request answers with instead of translating. */
  failNext(status: number): void;
  close(): Promise<void>;
}

/** ACME's API: `POST /translate {texts, target, format}` with the key as Bearer; answers `{translations, engine}`. */
export async function startAcmeUpstream(): Promise<AcmeUpstream> {
  const requests: AcmeUpstream['requests'] = [];
  let nextStatus: number | null = null;
  const server: Server = createServer((incoming, outgoing) => {
    let raw = '';
    incoming.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    incoming.on('end', () => {
      const body = JSON.parse(raw) as AcmeUpstream['requests'][number]['body'];
      requests.push({ path: incoming.url ?? '', authorization: incoming.headers.authorization, body });
      const status = nextStatus ?? (incoming.headers.authorization === `Bearer ${ACME_KEY}` ? 200 : 401);
      nextStatus = null;
      const answer = status === 200 ? { translations: body.texts.map((text) => `${body.target}: ${text}`), engine: 'acme-2' } : { error: 'refused' };
      outgoing.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the ACME upstream has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    failNext: (status) => {
      nextStatus = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
