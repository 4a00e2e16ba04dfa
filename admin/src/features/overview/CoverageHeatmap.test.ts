import { mount, RouterLinkStub } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { CoverageRow, EntityInfo, Language } from '../../api/types';
import { i18nPlugin, setLocale } from '../../i18n';
import CoverageHeatmap from './CoverageHeatmap.vue';
import { coverageBand, coverageGrid } from './coverage-grid';

const entities: EntityInfo[] = [
  { name: 'product', label: 'Products', total: 20, fields: [], recordKey: 'id', languageSet: null },
  { name: 'category', label: 'Categories', total: 4, fields: [], recordKey: 'id', languageSet: null },
  { name: 'media', label: 'Media', total: 0, fields: [], recordKey: 'id', languageSet: null },
];
const languages: Language[] = [
  { id: 'de', name: 'Deutsch', localeCode: 'de-DE', parentId: null },
  { id: 'fr', name: 'Français', localeCode: 'fr-FR', parentId: null },
];
const rows: CoverageRow[] = [
  { entity: 'category', languageId: 'de', total: 4, translated: 4, percent: 100, outdated: 0, inReview: 0 },
  { entity: 'category', languageId: 'fr', total: 4, translated: 1, percent: 25, outdated: 0, inReview: 0 },
  { entity: 'product', languageId: 'de', total: 20, translated: 9, percent: 45, outdated: 2, inReview: 0 },
  { entity: 'product', languageId: 'fr', total: 20, translated: 0, percent: 0, outdated: 0, inReview: 0 },
];

describe('coverage heatmap', () => {
  it('arranges the report in the order of the entities and languages, leaving out unreported entities', () => {
    const grid = coverageGrid(entities, languages, rows);
    expect(grid.map((line) => line.entity)).toEqual(['product', 'category']);
    expect(grid[0]!.cells.map((cell) => cell.percent)).toEqual([45, 0]);
    expect(grid[1]!.cells.map((cell) => `${cell.translated}/${cell.total}`)).toEqual(['4/4', '1/4']);
  });

  it('bands: none without records, 0 for nothing, 5 only when complete', () => {
    expect(coverageBand({ total: 0, percent: 0 })).toBe(-1);
    expect(coverageBand({ total: 3, percent: 0 })).toBe(0);
    expect(coverageBand({ total: 3, percent: 0.5 })).toBe(1);
    expect(coverageBand({ total: 3, percent: 50 })).toBe(3);
    expect(coverageBand({ total: 3, percent: 99.9 })).toBe(4);
    expect(coverageBand({ total: 3, percent: 100 })).toBe(5);
    expect(coverageBand({ total: 3, percent: 100, outdated: 1 })).toBe(4);
  });

  it('shows the percentage and count in each cell and links it to the wizard with entity, target and scope missing', () => {
    setLocale('en');
    const wrapper = mount(CoverageHeatmap, { props: { entities, languages, rows }, global: { plugins: [i18nPlugin], stubs: { RouterLink: RouterLinkStub } } });
    const headers = wrapper.findAll('thead th').map((cell) => cell.text());
    expect(headers).toEqual(['Entity', 'Deutschde-DE', 'Françaisfr-FR']);
    const links = wrapper.findAllComponents(RouterLinkStub);
    expect(links.map((link) => link.props('to'))).toEqual([
      { name: 'translate', query: { entity: 'product', target: 'de', scope: 'missing' } },
      { name: 'translate', query: { entity: 'product', target: 'fr', scope: 'missing' } },
      { name: 'translate', query: { entity: 'category', target: 'de', scope: 'missing' } },
      { name: 'translate', query: { entity: 'category', target: 'fr', scope: 'missing' } },
    ]);
    expect(links.map((link) => link.text())).toEqual(['45%9 / 202 outdated', '0%0 / 20', '100%4 / 4', '25%1 / 4']);
    // Each name starts with what the cell shows (WCAG 2.5.3, label in name), then says what it is.
    expect(links[0]!.attributes('aria-label')).toBe('45% 9 / 20 2 outdated: Products in Deutsch, 9 of 20 translated, 2 outdated since their source changed. Translate the missing and outdated ones.');
    expect(links[1]!.attributes('aria-label')).toBe('0% 0 / 20: Products in Français, 0 of 20 translated. Translate the missing ones.');
    expect(links[2]!.classes()).toContain('heatmap__cell--5');
  });

  it('formats percentages in the interface language', () => {
    setLocale('de');
    const wrapper = mount(CoverageHeatmap, { props: { entities, languages, rows }, global: { plugins: [i18nPlugin], stubs: { RouterLink: RouterLinkStub } } });
    // German puts a (no-break) space before the percent sign.
    expect(wrapper.findAllComponents(RouterLinkStub)[0]!.attributes('aria-label')?.replace(/\s/g, ' ')).toBe('45 % 9 / 20 2 veraltet: Products in Deutsch, 9 von 20 übersetzt, 2 veraltet, weil sich die Quelle geändert hat. Fehlende und veraltete übersetzen.');
    setLocale('en');
  });
});
