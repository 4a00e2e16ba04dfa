import { flushPromises, mount } from '@vue/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/errors';
import { i18nPlugin } from '../../i18n';
import ImportDialog from './ImportDialog.vue';

const glossaryApi = vi.hoisted(() => ({ importGlossary: vi.fn() }));
vi.mock('./glossary-api', () => glossaryApi);

const CSV = 'term;mode;caseSensitive;de-DE\nAcme;keep;1;\ncheckout;replace;0;Kasse\n';

async function chooseFile(wrapper: ReturnType<typeof mount>, content: string) {
  const input = wrapper.get('input[type="file"]');
  const file = new File([content], 'glossary.csv', { type: 'text/csv' });
  Object.defineProperty(input.element, 'files', { value: [file], configurable: true });
  await input.trigger('change');
}

function mountDialog() {
  return mount(ImportDialog, { props: { open: true }, global: { plugins: [i18nPlugin] }, attachTo: document.body });
}

beforeEach(() => {
  glossaryApi.importGlossary.mockReset();
});

describe('the glossary import', () => {
  it('sends the file with the chosen delimiter and shows the result counts', async () => {
    glossaryApi.importGlossary.mockResolvedValueOnce({ imported: 2, created: 1, updated: 1, skipped: 3 });
    const wrapper = mountDialog();
    await chooseFile(wrapper, CSV);
    await wrapper.get('select').setValue(',');
    await wrapper.get('form').trigger('submit');
    await flushPromises();

    expect(glossaryApi.importGlossary).toHaveBeenCalledWith(CSV, ',');
    expect(wrapper.get('[data-testid="import-result"]').text()).toBe('Terms imported: 2 (1 created, 1 updated). Rows skipped: 3.');
    expect(wrapper.emitted('imported')).toEqual([[{ imported: 2, created: 1, updated: 1, skipped: 3 }]]);
    expect(wrapper.find('[data-testid="import-error"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('shows the exact error of a refused file, and no counts', async () => {
    const message = 'Unknown locale code(s) in CSV header: xx-YY, zz.';
    glossaryApi.importGlossary.mockRejectedValueOnce(new ApiRequestError(400, { message }, 'The request failed (HTTP 400).'));
    const wrapper = mountDialog();
    await chooseFile(wrapper, 'term;mode;caseSensitive;xx-YY;zz\n');
    await wrapper.get('form').trigger('submit');
    await flushPromises();

    const error = wrapper.get('[data-testid="import-error"]');
    expect(error.attributes('role')).toBe('alert');
    expect(error.get('.import-outcome__message').text()).toBe(message);
    expect(wrapper.find('[data-testid="import-result"]').exists()).toBe(false);
    expect(wrapper.emitted('imported')).toBeUndefined();
    wrapper.unmount();
  });

  it('cannot import before a file is chosen', async () => {
    const wrapper = mountDialog();
    const submit = wrapper.findAll('button').find((button) => button.text() === 'Import file')!;
    expect(submit.attributes('disabled')).toBeDefined();
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(glossaryApi.importGlossary).not.toHaveBeenCalled();
    wrapper.unmount();
  });
});
