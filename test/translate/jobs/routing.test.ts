import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../../../src/host/content/seed.js';
import { SYSTEM_LANGUAGE_ID } from '../../../src/host/entities/repository.js';
import { normaliseJobConfig } from '../../../src/translate/model/job-config.js';
import { planRun } from '../../../src/translate/use-cases/plan-run.js';
import { jobDependencies } from '../../../src/translate/manifest.js';
import { createHarness, type Harness } from '../../support/harness.js';

/**
 * GET /routing (docs/jobs.md, "Routing"): per language as a target, the provider and the source a run
 * without its own would use, so that the admin app shows the server's resolution instead of a copy.
 */

const URL = '/api/_action/ext-translate/routing';
const GERMAN = GERMAN_LANGUAGE_ID;

interface Target {
  languageId: string;
  providerId: string;
  providerOrigin: 'map' | 'default' | 'fallback';
  sourceLanguageId: string | null;
}
interface Routing {
  sourceLanguageId: string | null;
  defaultSourceLanguageId: string;
  systemLanguageId: string;
  defaultProviderId: string;
  fallbackProviderId: string;
  targets: Target[];
}

describe('GET /routing', () => {
  let h: Harness;
  let swiss: string;
  let viewer: string;

  async function routing(query = ''): Promise<Routing> {
    const response = await h.request('GET', `${URL}${query}`, { token: viewer });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const target = (answer: Routing, languageId: string) => answer.targets.find((candidate) => candidate.languageId === languageId);

  async function saveSettings(values: Record<string, unknown>): Promise<void> {
    const body = Object.fromEntries(Object.entries(values).map(([key, value]) => [`ExtTranslate.config.${key}`, value]));
    const response = await h.request('POST', '/api/_action/system-config', { body });
    expect(response.statusCode, response.body).toBe(204);
  }

  beforeAll(async () => {
    h = await createHarness();
    swiss = (await h.request('POST', '/api/language?_response=detail', { body: { name: 'Deutsch (Schweiz)', localeCode: 'de-CH', parentId: GERMAN } })).json().data.id;
    viewer = await h.tokenWithPrivileges(['ext_translate.viewer']);
  });
  afterAll(async () => h?.close());

  it('without settings: every target from the system language through mt_primary; the system language itself has no source', async () => {
    const answer = await routing();
    expect(answer).toMatchObject({
      sourceLanguageId: null,
      defaultSourceLanguageId: SYSTEM_LANGUAGE_ID,
      systemLanguageId: SYSTEM_LANGUAGE_ID,
      defaultProviderId: 'mt_primary',
      fallbackProviderId: 'mt_primary',
    });
    const languages = (await h.request('POST', '/api/search/language', { body: { limit: 500 } })).json().data as { id: string }[];
    expect(answer.targets.map((item) => item.languageId).sort()).toEqual(languages.map((language) => language.id).sort());
    expect(target(answer, GERMAN)).toEqual({ languageId: GERMAN, providerId: 'mt_primary', providerOrigin: 'fallback', sourceLanguageId: SYSTEM_LANGUAGE_ID });
    expect(target(answer, SYSTEM_LANGUAGE_ID)).toMatchObject({ sourceLanguageId: null });
  });

  it('follows the map, then the default provider; the source setting, else the target\'s parent when it is the target', async () => {
    await saveSettings({ defaultProvider: 'llm_1', languageProviderMap: { [swiss]: 'llm_3' }, sourceLanguageId: GERMAN });
    try {
      const answer = await routing();
      expect(answer).toMatchObject({ defaultSourceLanguageId: GERMAN, defaultProviderId: 'llm_1', fallbackProviderId: 'mt_primary' });
      expect(target(answer, swiss)).toEqual({ languageId: swiss, providerId: 'llm_3', providerOrigin: 'map', sourceLanguageId: GERMAN });
      // German is the source itself and has no parent: no source remains.
      expect(target(answer, GERMAN)).toEqual({ languageId: GERMAN, providerId: 'llm_1', providerOrigin: 'default', sourceLanguageId: null });
      expect(target(answer, SYSTEM_LANGUAGE_ID)).toMatchObject({ providerOrigin: 'default', sourceLanguageId: GERMAN });

      // A run's own source wins over the setting; a target that is that source falls back to its parent.
      const own = await routing(`?sourceLanguageId=${swiss.toUpperCase()}`);
      expect(own.sourceLanguageId).toBe(swiss);
      expect(target(own, swiss)?.sourceLanguageId).toBe(GERMAN);
      expect(target(own, GERMAN)?.sourceLanguageId).toBe(swiss);
    } finally {
      await saveSettings({ defaultProvider: null, languageProviderMap: null, sourceLanguageId: null });
    }
  });

  it('answers what the run planner resolves for the same settings (the estimate and POST /job plan through it)', async () => {
    await saveSettings({ defaultProvider: 'llm_2', languageProviderMap: { [GERMAN]: 'mt_secondary' } });
    try {
      const deps = jobDependencies(h.host, h.app.providers);
      for (const source of [null, swiss, GERMAN]) {
        const answer = await routing(source === null ? '' : `?sourceLanguageId=${source}`);
        const languageIds = answer.targets.map((item) => item.languageId);
        const plan = await planRun(deps, normaliseJobConfig({ config: { entities: ['product'], targetLanguageIds: languageIds, providerId: '', sourceLanguageId: source } }));
        const planned = new Map(plan.targets.map((item) => [item.targetLanguageId, item]));
        for (const item of answer.targets) {
          const resolved = planned.get(item.languageId);
          expect([item.languageId, item.sourceLanguageId], String(source)).toEqual([item.languageId, resolved?.sourceLanguageId ?? null]);
          if (resolved) expect(item.providerId).toBe(resolved.providerId);
        }
      }
    } finally {
      await saveSettings({ defaultProvider: null, languageProviderMap: null });
    }
  });

  it('refuses a malformed or unknown source language with the documented messages, and needs the viewer privilege', async () => {
    const malformed = await h.request('GET', `${URL}?sourceLanguageId=nope`, { token: viewer });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { message: 'Invalid language id.' }]);
    const unknown = await h.request('GET', `${URL}?sourceLanguageId=${'0'.repeat(32)}`, { token: viewer });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { message: `The source language "${'0'.repeat(32)}" does not exist.` }]);
    expect((await h.request('GET', URL, { token: null })).statusCode).toBe(401);
    expect((await h.request('GET', URL, { token: await h.tokenWithPrivileges(['ext_translate_job:read']) })).statusCode).toBe(403);
  });
});
