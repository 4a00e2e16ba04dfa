import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StatementCounter } from '../support/statement-counter.js';
import { GERMAN_LANGUAGE_ID } from '../../src/host/content/seed.js';
import { SystemConfigService } from '../../src/host/settings/system-config.js';
import { createHarness, HARNESS_APP_SECRET, type Harness } from '../support/harness.js';

/** GET and POST /api/_action/system-config with the extension's domain. */

const SYSTEM = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
const DOMAIN = 'ExtTranslate.config';
const READ = `/api/_action/system-config?domain=${DOMAIN}`;
const WRITE = '/api/_action/system-config';
const key = (name: string): string => `${DOMAIN}.${name}`;

const DEEPL_KEY = 'deepl-secret-0123456789abcdef:fx';
const OPENAI_KEY = 'sk-test-openai-ABCDEFGHIJKLMNOP';

function dashed(id: string): string {
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`.toUpperCase();
}

function writeError(name: string, code: string, detail: string): Record<string, unknown> {
  return { status: '400', code, detail, source: { pointer: `/${name}` } };
}

describe('settings: system-config', () => {
  let h: Harness;

  async function rows(): Promise<{ configurationKey: string; configurationValue: string }[]> {
    return (await h.host.database.db
      .selectFrom('system_config')
      .select(['configurationKey', 'configurationValue'])
      .orderBy('configurationKey')
      .execute()) as { configurationKey: string; configurationValue: string }[];
  }

  async function clear(): Promise<void> {
    await h.host.database.db.deleteFrom('system_config').execute();
  }

  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await clear();
  });

  it('reads an empty domain as {}', async () => {
    const response = await h.request('GET', READ);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('writes a map of full keys (204) and reads them back, normalised, with secrets as {"configured": true}', async () => {
    const write = await h.request('POST', WRITE, {
      body: {
        [key('defaultProvider')]: 'mt_primary',
        [key('languageProviderMap')]: { [dashed(GERMAN_LANGUAGE_ID)]: 'llm_1' },
        [key('batchSize')]: 50,
        [key('mt_primaryApiKey')]: DEEPL_KEY,
        [key('llm_1ApiKey')]: `  ${OPENAI_KEY}  `,
        [key('llm_1Model')]: 'gpt-4o-mini',
        [key('sourceLanguageId')]: SYSTEM.toUpperCase(),
        [key('autoTranslate')]: true,
        [key('autoTranslateTargetLanguageIds')]: [GERMAN_LANGUAGE_ID, dashed(GERMAN_LANGUAGE_ID)],
        [key('autoTranslateEntities')]: ['product', 'category'],
        [key('autoTranslateProviderId')]: 'apertium',
      },
    });
    expect(write.statusCode, write.body).toBe(204);
    expect(write.body).toBe('');

    const read = await h.request('GET', READ);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      [key('autoTranslate')]: true,
      [key('autoTranslateEntities')]: ['product', 'category'],
      [key('autoTranslateProviderId')]: 'apertium',
      [key('autoTranslateTargetLanguageIds')]: [GERMAN_LANGUAGE_ID],
      [key('batchSize')]: 50,
      [key('defaultProvider')]: 'mt_primary',
      [key('languageProviderMap')]: { [GERMAN_LANGUAGE_ID]: 'llm_1' },
      [key('llm_1ApiKey')]: { configured: true },
      [key('llm_1Model')]: 'gpt-4o-mini',
      [key('mt_primaryApiKey')]: { configured: true },
      [key('sourceLanguageId')]: SYSTEM,
    });
    expect(read.body).not.toContain(DEEPL_KEY);
    expect(read.body).not.toContain(OPENAI_KEY);
    expect(read.body).not.toContain('enc:v1:');
  });

  it('stores API keys encrypted (enc:v1:), never in plain text; the service decrypts them', async () => {
    expect((await h.request('POST', WRITE, { body: { [key('mt_primaryApiKey')]: DEEPL_KEY, [key('llm_1ApiKey')]: ` ${OPENAI_KEY} ` } })).statusCode).toBe(204);
    const stored = await rows();
    expect(stored.map((row) => row.configurationKey)).toEqual([key('llm_1ApiKey'), key('mt_primaryApiKey')]);
    for (const row of stored) {
      expect(row.configurationValue).not.toContain(DEEPL_KEY);
      expect(row.configurationValue).not.toContain(OPENAI_KEY);
      const value = JSON.parse(row.configurationValue) as unknown;
      expect(typeof value).toBe('string');
      expect(value as string).toMatch(/^enc:v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    }
    expect(await h.host.settings.get(key('mt_primaryApiKey'))).toBe(DEEPL_KEY);
    expect(await h.host.settings.get(key('llm_1ApiKey'))).toBe(OPENAI_KEY);

    // The same key written twice is encrypted with a fresh IV each time.
    const first = stored.find((row) => row.configurationKey === key('mt_primaryApiKey'))!.configurationValue;
    expect((await h.request('POST', WRITE, { body: { [key('mt_primaryApiKey')]: DEEPL_KEY } })).statusCode).toBe(204);
    const second = (await rows()).find((row) => row.configurationKey === key('mt_primaryApiKey'))!.configurationValue;
    expect(second).not.toBe(first);
    expect(await h.host.settings.get(key('mt_primaryApiKey'))).toBe(DEEPL_KEY);
  });

  it('overwrites a key in place, and null removes a key', async () => {
    expect((await h.request('POST', WRITE, { body: { [key('batchSize')]: 10, [key('mt_primaryApiKey')]: DEEPL_KEY, [key('defaultProvider')]: 'llm_2' } })).statusCode).toBe(204);
    expect((await h.request('POST', WRITE, { body: { [key('batchSize')]: 20 } })).statusCode).toBe(204);
    expect((await rows()).filter((row) => row.configurationKey === key('batchSize'))).toEqual([{ configurationKey: key('batchSize'), configurationValue: '20' }]);

    const removal = await h.request('POST', WRITE, { body: { [key('batchSize')]: null, [key('mt_primaryApiKey')]: null } });
    expect(removal.statusCode).toBe(204);
    expect((await h.request('GET', READ)).json()).toEqual({ [key('defaultProvider')]: 'llm_2' });
    expect((await rows()).map((row) => row.configurationKey)).toEqual([key('defaultProvider')]);
    expect(await h.host.settings.get(key('mt_primaryApiKey'))).toBeNull();
    expect(await h.host.settings.get(key('batchSize'))).toBeNull();
    // Removing a key that is not set is fine.
    expect((await h.request('POST', WRITE, { body: { [key('batchSize')]: null } })).statusCode).toBe(204);
  });

  it('accepts an empty map as a no-op', async () => {
    expect((await h.request('POST', WRITE, { body: {} })).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it('rejects invalid values with a pointer to the full key', async () => {
    const cases: [string, unknown, string][] = [
      ['batchSize', 0, 'This value should be an integer between 1 and 500.'],
      ['batchSize', 'x', 'This value should be an integer between 1 and 500.'],
      ['batchSize', 501, 'This value should be an integer between 1 and 500.'],
      ['batchSize', 2.5, 'This value should be an integer between 1 and 500.'],
      ['defaultProvider', 'Not-A-Provider', 'This value should be a provider id: lower-case letters, digits and underscores, at most 32 characters.'],
      ['defaultProvider', 'a'.repeat(33), 'This value should be a provider id: lower-case letters, digits and underscores, at most 32 characters.'],
      ['defaultProvider', 7, 'This value should be a provider id: lower-case letters, digits and underscores, at most 32 characters.'],
      ['autoTranslateProviderId', '', 'This value should be a provider id: lower-case letters, digits and underscores, at most 32 characters.'],
      ['languageProviderMap', ['mt_primary'], 'This value should be an object mapping language ids to provider ids.'],
      ['languageProviderMap', { 'not-an-id': 'mt_primary' }, '"not-an-id" is not a valid language id.'],
      ['languageProviderMap', { [GERMAN_LANGUAGE_ID]: 'DeepL' }, 'This value should be a provider id: lower-case letters, digits and underscores, at most 32 characters.'],
      ['sourceLanguageId', 'english', 'This value should be a valid language id.'],
      ['autoTranslate', 'yes', 'This value should be of type boolean.'],
      ['translationMemory', 'on', 'This value should be of type boolean.'],
      ['autoTranslateTargetLanguageIds', ['de-DE'], 'This value should be a list of language ids.'],
      ['autoTranslateTargetLanguageIds', GERMAN_LANGUAGE_ID, 'This value should be a list of language ids.'],
      ['autoTranslateEntities', ['Product'], 'This value should be a list of entity names.'],
      ['fallbackProviderIds', 'mt_secondary', 'This value should be a list of at most 10 provider ids.'],
      ['fallbackProviderIds', ['Google'], 'This value should be a list of at most 10 provider ids.'],
      ['fallbackProviderIds', Array.from({ length: 11 }, (_, index) => `p${index}`), 'This value should be a list of at most 10 provider ids.'],
      ['monthlyBudgets', ['mt_primary'], 'This value should be an object mapping provider ids to {characters, amount}: a positive whole number of characters and/or a positive amount.'],
      ['monthlyBudgets', { mt_primary: 5000 }, 'This value should be an object mapping provider ids to {characters, amount}: a positive whole number of characters and/or a positive amount.'],
      ['monthlyBudgets', { mt_primary: {} }, 'This value should be an object mapping provider ids to {characters, amount}: a positive whole number of characters and/or a positive amount.'],
      ['monthlyBudgets', { mt_primary: { characters: 0 } }, 'This value should be an object mapping provider ids to {characters, amount}: a positive whole number of characters and/or a positive amount.'],
      ['monthlyBudgets', { mt_primary: { characters: 2.5 } }, 'This value should be an object mapping provider ids to {characters, amount}: a positive whole number of characters and/or a positive amount.'],
      ['monthlyBudgets', { mt_primary: { amount: -1 } }, 'This value should be an object mapping provider ids to {characters, amount}: a positive whole number of characters and/or a positive amount.'],
      ['monthlyBudgets', { mt_primary: { amount: '50' } }, 'This value should be an object mapping provider ids to {characters, amount}: a positive whole number of characters and/or a positive amount.'],
      ['monthlyBudgets', { mt_primary: { characters: 5000, currency: 'EUR' } }, 'This value should be an object mapping provider ids to {characters, amount}: a positive whole number of characters and/or a positive amount.'],
      ['monthlyBudgets', { DeepL: { characters: 5000 } }, 'This value should be a provider id: lower-case letters, digits and underscores, at most 32 characters.'],
      ['llm_1Model', '', 'This value should be a non-empty string.'],
      ['llm_1Model', 'm'.repeat(256), 'This value is too long.'],
      ['mt_primaryApiKey', 'k'.repeat(4097), 'This value is too long.'],
    ];
    for (const [name, value, detail] of cases) {
      const response = await h.request('POST', WRITE, { body: { [key(name)]: value } });
      expect(response.statusCode, `${name} = ${JSON.stringify(value).slice(0, 40)}`).toBe(400);
      expect(response.json()).toEqual({ errors: [writeError(key(name), 'FRAMEWORK__WRITE_INVALID_TYPE', detail)] });
    }
    expect(await rows()).toEqual([]);
    // The longest accepted values.
    const ok = await h.request('POST', WRITE, { body: { [key('llm_1Model')]: 'm'.repeat(255), [key('mt_primaryApiKey')]: 'k'.repeat(4096), [key('defaultProvider')]: 'a'.repeat(32), [key('batchSize')]: 500 } });
    expect(ok.statusCode, ok.body).toBe(204);
    expect(await h.host.settings.get(key('mt_primaryApiKey'))).toBe('k'.repeat(4096));
    // A budget's amount is kept to the cent; either cap may be left out.
    const budgets = await h.request('POST', WRITE, { body: { [key('monthlyBudgets')]: { mt_primary: { characters: 5000 }, llm_1: { amount: 50.004 }, mt_secondary: { characters: 1, amount: 0.5 } } } });
    expect(budgets.statusCode, budgets.body).toBe(204);
    expect(await h.host.settings.get(key('monthlyBudgets'))).toEqual({ mt_primary: { characters: 5000 }, llm_1: { amount: 50 }, mt_secondary: { characters: 1, amount: 0.5 } });
  });

  it('rejects a blank or non-string API key, and never echoes it', async () => {
    for (const value of ['', '   ', 12345, { key: 'x' }, true]) {
      const response = await h.request('POST', WRITE, { body: { [key('mt_primaryApiKey')]: value } });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json()).toEqual({ errors: [writeError(key('mt_primaryApiKey'), 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be a non-empty string.')] });
    }
    const tooLong = `${DEEPL_KEY}${'z'.repeat(4096)}`;
    const response = await h.request('POST', WRITE, { body: { [key('mt_primaryApiKey')]: tooLong } });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(DEEPL_KEY);
    expect(await rows()).toEqual([]);
  });

  it('rejects unknown keys and keys of unknown domains, also for removal', async () => {
    const cases: [string, unknown, string][] = [
      [key('nope'), 1, `The configuration key "${key('nope')}" is unknown.`],
      [key('nope'), null, `The configuration key "${key('nope')}" is unknown.`],
      [key('MT_PRIMARYApiKey'), 'x', `The configuration key "${key('MT_PRIMARYApiKey')}" is unknown.`],
      ['Other.config.batchSize', 10, 'The configuration key "Other.config.batchSize" does not belong to a known domain.'],
      ['Other.config.batchSize', null, 'The configuration key "Other.config.batchSize" does not belong to a known domain.'],
      ['batchSize', 10, 'The configuration key "batchSize" does not belong to a known domain.'],
      [`${DOMAIN}`, 10, `The configuration key "${DOMAIN}" does not belong to a known domain.`],
    ];
    for (const [fullKey, value, detail] of cases) {
      const response = await h.request('POST', WRITE, { body: { [fullKey]: value } });
      expect(response.statusCode, `${fullKey} = ${String(value)}`).toBe(400);
      expect(response.json()).toEqual({ errors: [writeError(fullKey, 'FRAMEWORK__WRITE_UNKNOWN_FIELD', detail)] });
    }
    expect(await rows()).toEqual([]);
  });

  it('writes nothing when any key of the request is invalid, and reports every problem', async () => {
    expect((await h.request('POST', WRITE, { body: { [key('batchSize')]: 10, [key('llm_1Model')]: 'old-model' } })).statusCode).toBe(204);
    const before = await rows();

    const response = await h.request('POST', WRITE, {
      body: {
        [key('defaultProvider')]: 'mt_primary',
        [key('mt_primaryApiKey')]: DEEPL_KEY,
        [key('llm_1Model')]: null,
        [key('batchSize')]: 0,
        [key('nope')]: true,
        [key('autoTranslate')]: 'on',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        writeError(key('batchSize'), 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be an integer between 1 and 500.'),
        writeError(key('nope'), 'FRAMEWORK__WRITE_UNKNOWN_FIELD', `The configuration key "${key('nope')}" is unknown.`),
        writeError(key('autoTranslate'), 'FRAMEWORK__WRITE_INVALID_TYPE', 'This value should be of type boolean.'),
      ],
    });
    expect(response.body).not.toContain(DEEPL_KEY);
    expect(await rows()).toEqual(before);
    expect(await h.host.settings.get(key('mt_primaryApiKey'))).toBeNull();
    expect((await h.request('GET', READ)).json()).toEqual({ [key('batchSize')]: 10, [key('llm_1Model')]: 'old-model' });
  });

  it('GET needs a known domain', async () => {
    const unknown = await h.request('GET', '/api/_action/system-config?domain=Other.config');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      errors: [{ status: '400', code: 'SYSTEM__UNKNOWN_DOMAIN', detail: 'The configuration domain "Other.config" is unknown.', source: { pointer: '/domain' } }],
    });
    const missing = { errors: [{ status: '400', code: 'SYSTEM__MISSING_DOMAIN', detail: 'The query parameter "domain" is required.', source: { pointer: '/domain' } }] };
    for (const url of ['/api/_action/system-config', '/api/_action/system-config?domain=', '/api/_action/system-config?domain=%20']) {
      const response = await h.request('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(missing);
    }
    const prefix = await h.request('GET', '/api/_action/system-config?domain=ExtTranslate');
    expect(prefix.statusCode).toBe(400);
    expect(prefix.json().errors[0].code).toBe('SYSTEM__UNKNOWN_DOMAIN');
  });

  it('reads only the keys of the domain asked for', async () => {
    const now = new Date().toISOString();
    await h.host.database.db
      .insertInto('system_config')
      .values([
        { id: 'a'.repeat(32), configurationKey: 'ExtTranslate.configuration.batchSize', configurationValue: '7', createdAt: now },
        { id: 'b'.repeat(32), configurationKey: 'ExtTranslateXconfig.batchSize', configurationValue: '8', createdAt: now },
      ])
      .execute();
    expect((await h.request('POST', WRITE, { body: { [key('batchSize')]: 9 } })).statusCode).toBe(204);
    expect((await h.request('GET', READ)).json()).toEqual({ [key('batchSize')]: 9 });
  });

  it('needs system_config:read to read and system_config:update to write', async () => {
    const reader = await h.tokenWithPrivileges(['system_config:read']);
    expect((await h.request('POST', WRITE, { body: { [key('mt_primaryApiKey')]: DEEPL_KEY } })).statusCode).toBe(204);
    const read = await h.request('GET', READ, { token: reader });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ [key('mt_primaryApiKey')]: { configured: true } });
    const write = await h.request('POST', WRITE, { token: reader, body: { [key('batchSize')]: 5 } });
    expect(write.statusCode).toBe(403);
    expect(write.json().errors[0]).toMatchObject({ code: 'FRAMEWORK__MISSING_PRIVILEGE_ERROR', detail: 'Missing privilege(s): system_config:update.' });
    const anonymous = await h.request('GET', READ, { token: null });
    expect(anonymous.statusCode).toBe(401);
    expect(await h.host.settings.get(key('batchSize'))).toBeNull();
  });

  it('a snapshot reads its domain once, answers as get does (secrets decrypted, null when unset) and reads other domains through', async () => {
    const saved = await h.request('POST', WRITE, { body: { [key('batchSize')]: 40, [key('deeplApiKey')]: DEEPL_KEY } });
    expect(saved.statusCode, saved.body).toBe(204);
    await h.host.database.db.insertInto('system_config').values({ id: 'a'.repeat(32), configurationKey: 'Other.config.flag', configurationValue: 'true', createdAt: new Date().toISOString() }).execute();

    const counter = new StatementCounter();
    const snapshot = new SystemConfigService(h.host.database.db.withPlugin(counter), HARNESS_APP_SECRET).snapshot(DOMAIN);
    expect(await snapshot.get(key('batchSize'))).toBe(40);
    expect(await snapshot.get(key('deeplApiKey'))).toBe(DEEPL_KEY);
    expect(await snapshot.get(key('defaultProvider'))).toBeNull();
    expect(counter.count).toBe(1);
    expect(await snapshot.get('Other.config.flag')).toBe(true);
    expect(counter.count).toBe(2);

    // Taken for one request: a later write is not seen by it, but by get and by a new snapshot.
    expect((await h.request('POST', WRITE, { body: { [key('batchSize')]: 60 } })).statusCode).toBe(204);
    expect(await snapshot.get(key('batchSize'))).toBe(40);
    expect(await h.host.settings.get(key('batchSize'))).toBe(60);
    expect(await h.host.settings.snapshot(DOMAIN).get(key('batchSize'))).toBe(60);
  });
});
