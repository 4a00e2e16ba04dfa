import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityInfo } from '../../api/types';
import { i18nPlugin } from '../../i18n';
import RecordPicker from './RecordPicker.vue';

const wizardApi = vi.hoisted(() => ({
  searchRecords: vi.fn(),
  recordsByIds: vi.fn(),
  pickerField: () => 'name',
}));
vi.mock('./wizard-api', () => wizardApi);

const category: EntityInfo = { name: 'category', label: 'Categories', total: 3, fields: [{ property: 'name', type: 'text', maxLength: 255 }], recordKey: 'id', languageSet: null };
const SHOES = 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1';
const BAGS = 'b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2';
const HATS = 'c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3';

function mountPicker(ids: string[]) {
  return mount(RecordPicker, {
    props: { entity: category, sourceLocale: 'en-GB', modelValue: ids, 'onUpdate:modelValue': () => undefined },
    global: { plugins: [i18nPlugin] },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  wizardApi.searchRecords.mockReset().mockResolvedValue({
    total: 12,
    records: [
      { id: SHOES, label: 'Shoes', detail: null },
      { id: BAGS, label: 'Bags', detail: null },
    ],
  });
  wizardApi.recordsByIds.mockReset().mockResolvedValue([{ id: HATS, label: 'Hats', detail: null }]);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the record picker', () => {
  it('lists the search answer, says how many more there are, and names chosen records it has not listed', async () => {
    const wrapper = mountPicker([HATS]);
    await flushPromises();
    expect(wizardApi.searchRecords).toHaveBeenCalledWith(category, '', { sourceLocale: 'en-GB' });
    expect(wizardApi.recordsByIds).toHaveBeenCalledWith(category, [HATS]);
    expect(wrapper.findAll('li label').map((label) => label.text())).toEqual(['Shoes', 'Bags']);
    expect(wrapper.text()).toContain('Showing 2 of 12; refine the search to see others.');
    expect(wrapper.find('.picker__chip').text()).toContain('Hats');
    expect(wrapper.text()).toContain('1 chosen');
  });

  it('searches what is typed once typing pauses', async () => {
    const wrapper = mountPicker([]);
    await flushPromises();
    await wrapper.get('input[type="search"]').setValue('sho');
    expect(wizardApi.searchRecords).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(wizardApi.searchRecords).toHaveBeenLastCalledWith(category, 'sho', { sourceLocale: 'en-GB' });
  });

  it('adds a checked record to the selection and removes one through its chip', async () => {
    const wrapper = mountPicker([HATS]);
    await flushPromises();
    await wrapper.findAll('li input[type="checkbox"]')[0]!.setValue(true);
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([[HATS, SHOES]]);
    await wrapper.setProps({ modelValue: [HATS, SHOES] });
    await wrapper.get('button[aria-label="Remove Hats"]').trigger('click');
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([[SHOES]]);
  });

  it('shows the server message when the search is refused', async () => {
    wizardApi.searchRecords.mockRejectedValueOnce(new Error('The field "name" does not exist on entity "category".'));
    const wrapper = mountPicker([]);
    await flushPromises();
    expect(wrapper.get('[role="alert"]').text()).toBe('The field "name" does not exist on entity "category".');
  });
});
