import { flushPromises, mount } from '@vue/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nPlugin } from '../../i18n';
import ProviderKeyCard from './ProviderKeyCard.vue';
import type { ProviderRecord } from './types';

const settingsApi = vi.hoisted(() => ({
  listModels: vi.fn(),
  testCredentials: vi.fn(),
  writeSettings: vi.fn(),
}));
vi.mock('./settings-api', () => settingsApi);

const KEY = 'sk-very-secret-key-0123456789';

const openai: ProviderRecord = {
  id: 'llm_1',
  label: 'OpenAI',
  configured: false,
  models: [
    { id: 'gpt-5.5', name: 'GPT-5.5', tier: 'quality', pricing: null, source: 'curated' },
    { id: 'gpt-5-mini', name: 'GPT-5 mini', tier: 'budget', pricing: null, source: 'curated' },
  ],
  supports: { html: true, formality: false, tone: true, glossary: true },
  viaSubscription: false,
  capabilities: { usesKey: true, liveModels: true, serviceTier: false },
};

function mountCard(props: { keyStored: boolean; storedModel?: string | null; provider?: ProviderRecord }) {
  return mount(ProviderKeyCard, {
    props: { provider: props.provider ?? openai, keyStored: props.keyStored, storedModel: props.storedModel ?? null },
    global: { plugins: [i18nPlugin] },
  });
}

function keyInput(wrapper: ReturnType<typeof mountCard>) {
  const label = wrapper.findAll('label').find((candidate) => candidate.text() === 'API key');
  return wrapper.get(`#${label!.attributes('for')}`);
}

beforeEach(() => {
  vi.useRealTimers();
  settingsApi.listModels.mockReset().mockResolvedValue({ models: openai.models, source: 'live' });
  settingsApi.testCredentials.mockReset();
  settingsApi.writeSettings.mockReset().mockResolvedValue(undefined);
});

describe('the API key field', () => {
  it('shows that a key is stored, never a key: the field starts empty', async () => {
    const wrapper = mountCard({ keyStored: true });
    await flushPromises();
    const input = keyInput(wrapper);
    expect(input.attributes('type')).toBe('password');
    expect((input.element as HTMLInputElement).value).toBe('');
    expect(wrapper.get('[data-testid="key-state"]').text()).toBe('A key is stored');
    expect(input.attributes('placeholder')).toBe('Type a new key to replace it');
  });

  it('has no key field for a provider the server says uses no key (the offline engine): it says so, and Test checks it', async () => {
    const apertium: ProviderRecord = {
      ...openai,
      id: 'apertium',
      label: 'Apertium (offline)',
      configured: true,
      models: [{ id: 'eng-spa', name: 'English → Spanish', tier: null, pricing: null, source: 'curated' }],
      capabilities: { usesKey: false, liveModels: false, serviceTier: false },
    };
    settingsApi.testCredentials.mockResolvedValue({ valid: true, message: 'Apertium is installed.', quota: null });
    const wrapper = mountCard({ keyStored: false, provider: apertium });
    await flushPromises();
    expect(wrapper.get('[data-testid="key-state"]').text()).toBe('Ready, no key needed');
    expect(wrapper.findAll('label').map((label) => label.text())).not.toContain('API key');
    expect(wrapper.find('input[type="password"]').exists()).toBe(false);
    const test = wrapper.findAll('button').find((button) => button.text() === 'Test')!;
    expect(test.attributes('disabled')).toBeUndefined();
    await test.trigger('click');
    await flushPromises();
    expect(settingsApi.testCredentials).toHaveBeenCalledWith('apertium', null);
    expect(wrapper.get('[data-testid="test-result"]').text()).toContain('Apertium is installed.');
  });

  it('keeps the key field of a provider that uses a key even when it is ready without a stored one', async () => {
    const wrapper = mountCard({ keyStored: false, provider: { ...openai, configured: true } });
    await flushPromises();
    expect(keyInput(wrapper).attributes('type')).toBe('password');
    expect(wrapper.get('[data-testid="key-state"]').text()).toBe('No key stored');
  });

  it('sends a typed key once and empties the field after saving, so the key is nowhere in the page', async () => {
    const wrapper = mountCard({ keyStored: false });
    await keyInput(wrapper).setValue(KEY);
    await wrapper.get('form').trigger('submit');
    await flushPromises();

    expect(settingsApi.writeSettings).toHaveBeenCalledWith({ 'ExtTranslate.config.llm_1ApiKey': KEY });
    expect((keyInput(wrapper).element as HTMLInputElement).value).toBe('');
    expect(wrapper.html()).not.toContain(KEY);
    expect(wrapper.emitted('saved')).toHaveLength(1);
  });

  it('keeps the typed key in the field when the save is refused, and shows the server message', async () => {
    settingsApi.writeSettings.mockRejectedValueOnce(new Error('This value is too long.'));
    const wrapper = mountCard({ keyStored: false });
    await keyInput(wrapper).setValue(KEY);
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(wrapper.get('[role="alert"]').text()).toBe('This value is too long.');
    expect((keyInput(wrapper).element as HTMLInputElement).value).toBe(KEY);
    expect(wrapper.emitted('saved')).toBeUndefined();
  });

  it('tests the typed key, else the stored one, and shows valid, message and quota', async () => {
    settingsApi.testCredentials.mockResolvedValueOnce({ valid: true, message: 'The key is valid.', quota: { used: 1200, limit: 500000 } });
    const wrapper = mountCard({ keyStored: true });
    await flushPromises();
    await wrapper.findAll('button').find((button) => button.text() === 'Test')!.trigger('click');
    await flushPromises();
    expect(settingsApi.testCredentials).toHaveBeenCalledWith('llm_1', null);
    const result = wrapper.get('[data-testid="test-result"]').text();
    expect(result).toContain('Valid');
    expect(result).toContain('The key is valid.');
    expect(result).toContain('Used 1,200 of 500,000');

    settingsApi.testCredentials.mockResolvedValueOnce({ valid: false, message: 'The API key was rejected.', quota: null });
    await keyInput(wrapper).setValue(KEY);
    await wrapper.findAll('button').find((button) => button.text() === 'Test')!.trigger('click');
    await flushPromises();
    expect(settingsApi.testCredentials).toHaveBeenLastCalledWith('llm_1', KEY);
    expect(wrapper.get('[data-testid="test-result"]').text()).toContain('Not valid');
    expect(wrapper.get('[data-testid="test-result"]').text()).not.toContain(KEY);
  });
});

describe('the model field', () => {
  it('lists the live models of a stored key, and of a typed key through the key of that call only', async () => {
    vi.useFakeTimers();
    const wrapper = mountCard({ keyStored: true, storedModel: 'gpt-5-mini' });
    await flushPromises();
    expect(settingsApi.listModels).toHaveBeenCalledWith('llm_1', null);
    const select = wrapper.get('select');
    expect((select.element as HTMLSelectElement).value).toBe('gpt-5-mini');
    expect(wrapper.text()).toContain('Live list from the provider');

    await keyInput(wrapper).setValue(KEY);
    await vi.advanceTimersByTimeAsync(700);
    expect(settingsApi.listModels).toHaveBeenLastCalledWith('llm_1', KEY);
  });

  it('writes a changed model without a key', async () => {
    const wrapper = mountCard({ keyStored: true, storedModel: null });
    await flushPromises();
    await wrapper.get('select').setValue('gpt-5.5');
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(settingsApi.writeSettings).toHaveBeenCalledWith({ 'ExtTranslate.config.llm_1Model': 'gpt-5.5' });
  });
});
