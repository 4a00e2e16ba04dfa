import { describe, expect, it } from 'vitest';
import { JOB_CONFIG_LIMITS, JobConfigError, normaliseJobConfig, parseBoolean } from '../../src/translate/model/job-config.js';

const ID = '0190a1b2c3d47e8f9a0b1c2d3e4f5a6b';
const DASHED_UPPER = '0190A1B2-C3D4-7E8F-9A0B-1C2D3E4F5A6B';
const OTHER = '0190a1b2c3d47e8f9a0b1c2d3e4f5a6c';

function normalise(config: unknown) {
  return normaliseJobConfig({ config });
}

function refused(config: unknown, message: string): void {
  expect(() => normalise(config)).toThrow(JobConfigError);
  expect(() => normalise(config)).toThrow(message);
}

describe('JobConfig normalisation', () => {
  it('refuses a missing config with the documented message, and a config that is not an object', () => {
    for (const body of [{}, { config: null }, null, 'x', []]) {
      expect(() => normaliseJobConfig(body)).toThrow('Missing "config" object in the request body.');
    }
    refused([], 'The "config" must be an object.');
    refused('all', 'The "config" must be an object.');
  });

  it('fills every documented default for an empty config', () => {
    expect(normalise({})).toEqual({
      entities: [],
      sourceLanguageId: null,
      targetLanguageIds: [],
      providerId: '',
      options: {
        mode: 'missing',
        refreshOutdated: true,
        protectManualEdits: true,
        skipUnchanged: true,
        fields: null,
        includeCustomFields: true,
        tone: 'default',
        customPrompt: null,
        glossary: true,
        seoTruncate: true,
        serviceTier: 'balanced',
        publish: 'immediately',
      },
    });
  });

  it('turns a bare string entity into an object, and keeps unknown keys', () => {
    const config = normalise({ entities: ['product', { name: 'category', scope: 'missing', priority: 3 }], note: 'kept', options: { extra: true } });
    expect(config.entities).toEqual([
      { name: 'product', scope: 'all', ids: null },
      { name: 'category', scope: 'missing', ids: null, priority: 3 },
    ]);
    expect(config.note).toBe('kept');
    expect(config.options.extra).toBe(true);
  });

  it('replaces an invalid scope by selection when ids are present, otherwise all', () => {
    const config = normalise({ entities: [{ name: 'product', scope: 'some', ids: [ID] }, { name: 'category', scope: 42 }] });
    expect(config.entities[0]).toMatchObject({ scope: 'selection', ids: [ID] });
    expect(config.entities[1]).toMatchObject({ scope: 'all', ids: null });
  });

  it('drops non-string and blank ids, deduplicates, and makes an empty list null', () => {
    const config = normalise({
      entities: [
        { name: 'product', scope: 'selection', ids: [ID, 5, '', '  ', null, DASHED_UPPER, OTHER] },
        { name: 'category', scope: 'all', ids: [7, ' '] },
        { name: 'snippet', scope: 'missing', ids: ['checkout.title', 'checkout.title'] },
      ],
    });
    // Selection ids are normalised (dashed upper-case equals the plain id) and then deduplicated.
    expect(config.entities[0]?.ids).toEqual([ID, OTHER]);
    expect(config.entities[1]?.ids).toBeNull();
    expect(config.entities[2]?.ids).toEqual(['checkout.title']);
  });

  it('requires a valid UUID for every id of a selection', () => {
    refused({ entities: [{ name: 'product', scope: 'selection', ids: [ID, 'not-a-uuid'] }] }, 'Invalid id "not-a-uuid" in the selection of entity "product".');
    refused({ entities: [{ name: 'product', ids: ['nope'] }] }, 'Invalid id "nope" in the selection of entity "product".');
    refused({ entities: [{ scope: 'all' }] }, 'Entity 1 of the config has no "name".');
    refused({ entities: [5] }, 'Entity 1 of the config has no "name".');
    refused({ entities: 'product' }, 'The "entities" of the config must be a list.');
  });

  it('makes a blank source null, normalises and deduplicates target languages', () => {
    const config = normalise({ sourceLanguageId: '   ', targetLanguageIds: [DASHED_UPPER, '', ID, 7, OTHER] });
    expect(config.sourceLanguageId).toBeNull();
    expect(config.targetLanguageIds).toEqual([ID, OTHER]);
    expect(normalise({ sourceLanguageId: DASHED_UPPER }).sourceLanguageId).toBe(ID);
    refused({ sourceLanguageId: 'en-GB' }, 'Invalid source language id "en-GB".');
    refused({ targetLanguageIds: ['de-DE'] }, 'Invalid target language id "de-DE".');
  });

  it('normalises the options rule by rule', () => {
    const options = normalise({
      options: {
        mode: 'everything',
        refreshOutdated: 'no',
        protectManualEdits: 'no',
        skipUnchanged: 0,
        fields: { product: ['name', '', 5, 'name', 'description'], category: [], cms_page: 'name' },
        includeCustomFields: 'false',
        tone: 'casual',
        customPrompt: '  Use British spelling.  ',
        glossary: 'off',
        seoTruncate: 'maybe',
        serviceTier: 'turbo',
        publish: 'later',
      },
    }).options;
    expect(options).toEqual({
      mode: 'missing',
      refreshOutdated: false,
      protectManualEdits: false,
      skipUnchanged: false,
      fields: { product: ['name', 'description'] },
      includeCustomFields: false,
      tone: 'default',
      customPrompt: 'Use British spelling.',
      glossary: false,
      seoTruncate: true,
      serviceTier: 'balanced',
      publish: 'immediately',
    });
    expect(normalise({ options: { publish: 'review' } }).options.publish).toBe('review');
    expect(normalise({ options: { publish: 'checked' } }).options.publish).toBe('checked');
    const valid = normalise({ options: { mode: 'all', tone: 'formal', serviceTier: 'quality', customPrompt: '   ', fields: { product: [] } } }).options;
    expect([valid.mode, valid.tone, valid.serviceTier, valid.customPrompt, valid.fields]).toEqual(['all', 'formal', 'quality', null, null]);
    expect(normalise({ options: { tone: 'informal', serviceTier: 'speed' } }).options).toMatchObject({ tone: 'informal', serviceTier: 'speed' });
    expect(normalise({ options: 'x' }).options.mode).toBe('missing');
  });

  it('parses booleans like the platform, falling back to the default', () => {
    for (const value of [true, 1, '1', 'true', 'YES', ' on ']) expect(parseBoolean(value, false), String(value)).toBe(true);
    for (const value of [false, 0, '0', 'false', 'no', 'off', '']) expect(parseBoolean(value, true), String(value)).toBe(false);
    for (const value of [null, undefined, 2, 'maybe', {}, []]) expect(parseBoolean(value, true), String(value)).toBe(true);
  });

  it('keeps providerId as a trimmed string', () => {
    expect(normalise({ providerId: ' llm_1 ' }).providerId).toBe('llm_1');
    expect(normalise({ providerId: 12 }).providerId).toBe('');
  });

  it('refuses absurd sizes', () => {
    refused({ entities: Array.from({ length: JOB_CONFIG_LIMITS.entities + 1 }, () => 'product') }, `A config can name at most ${JOB_CONFIG_LIMITS.entities} entities.`);
    const ids = Array.from({ length: JOB_CONFIG_LIMITS.idsPerEntity + 1 }, (_, index) => `${index}`.padStart(32, '0'));
    refused({ entities: [{ name: 'product', ids }] }, `At most ${JOB_CONFIG_LIMITS.idsPerEntity} ids can be selected for entity "product".`);
    const targets = Array.from({ length: JOB_CONFIG_LIMITS.targetLanguages + 1 }, (_, index) => `${index}`.padStart(32, 'a'));
    refused({ targetLanguageIds: targets }, `A config can name at most ${JOB_CONFIG_LIMITS.targetLanguages} target languages.`);
    refused({ options: { customPrompt: 'x'.repeat(JOB_CONFIG_LIMITS.customPromptCharacters + 1) } }, `The custom prompt can hold at most ${JOB_CONFIG_LIMITS.customPromptCharacters} characters.`);
  });

  it('is idempotent: a normalised config normalises to itself', () => {
    const once = normalise({ entities: ['product', { name: 'category', ids: [DASHED_UPPER] }], targetLanguageIds: [OTHER], options: { tone: 'formal', fields: { product: ['name'] } }, extra: 1 });
    expect(normalise(once)).toEqual(once);
  });
});
