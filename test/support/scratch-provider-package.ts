import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';

/**
 * A third-party provider package as docs/providers.md ("Write a provider package") builds it, written
 * into a scratch folder: package.json, the provider module and its conformance test, taken from the
 * guide. Its upstream is "ACME Translate", a tiny HTTP API served by {@link startAcmeUpstream}.
 */

export const ACME_KEY = 'acme-test-key';

const GUIDE = new URL('../../docs/providers.md', import.meta.url);

/** The code block that follows `label` in the guide's "Write a provider package" section. */
function guideBlock(section: string, label: string, language: 'json' | 'js'): string {
  const at = section.indexOf(label);
  if (at < 0) throw new Error(`docs/providers.md, "Write a provider package": no ${label}`);
  const block = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``).exec(section.slice(at));
  if (!block?.[1]) throw new Error(`docs/providers.md, "Write a provider package": no ${language} block after ${label}`);
  return block[1];
}

/**
 * Writes the package of docs/providers.md ("Write a provider package") into `directory`, file by file
 * from the guide's own code blocks, so the guide cannot drift from what the test runs. Answers the
 * provider module's path.
 */
export function writeAcmeProviderPackage(directory: string): string {
  const guide = readFileSync(GUIDE, 'utf8');
  const section = guide.slice(guide.indexOf('## Write a provider package'), guide.indexOf('### What contract v1 changed'));
  mkdirSync(join(directory, 'test'), { recursive: true });
  writeFileSync(join(directory, 'package.json'), guideBlock(section, '`package.json`:', 'json'));
  writeFileSync(join(directory, 'acme-provider.js'), guideBlock(section, '`acme-provider.js`:', 'js'));
  writeFileSync(join(directory, 'test', 'conformance.test.js'), guideBlock(section, '`acme-translate-provider/test/conformance.test.js`:', 'js'));
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
