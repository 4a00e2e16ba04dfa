import { describe, expect, it } from 'vitest';
import { emptyTermForm, formProblems, formToPayload, termSearchCriteria, termToForm, type GlossaryTerm } from './glossary-model';

const term: GlossaryTerm = {
  id: 'e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5',
  term: 'checkout',
  mode: 'replace',
  caseSensitive: false,
  translations: { 'fr-FR': null, 'de-DE': 'Kasse' },
  active: true,
};

describe('term form', () => {
  it('reads a term with its translations sorted by locale, null as never translate', () => {
    expect(termToForm(term)).toEqual({
      term: 'checkout',
      mode: 'replace',
      caseSensitive: false,
      active: true,
      translations: [
        { locale: 'de-DE', never: false, text: 'Kasse' },
        { locale: 'fr-FR', never: true, text: '' },
      ],
    });
  });

  it('writes never translate as null and leaves out lines without text or locale', () => {
    const form = termToForm(term);
    form.translations.push({ locale: 'it-IT', never: false, text: '' }, { locale: ' ', never: true, text: 'x' }, { locale: 'es-ES', never: true, text: 'caja' });
    expect(formToPayload(form)).toEqual({
      term: 'checkout',
      mode: 'replace',
      caseSensitive: false,
      active: true,
      translations: { 'de-DE': 'Kasse', 'fr-FR': null, 'es-ES': null },
    });
  });

  it('asks for a term and refuses a locale named twice in any case', () => {
    const form = emptyTermForm();
    form.translations = [
      { locale: 'de-DE', never: false, text: 'a' },
      { locale: 'de-de', never: false, text: 'b' },
    ];
    expect(formProblems(form)).toEqual([{ code: 'term_required' }, { code: 'locale_twice', locale: 'de-de' }]);
  });
});

describe('term search', () => {
  it('filters by a trimmed contains on the term and sorts by term', () => {
    expect(termSearchCriteria('  check ', 2, 50)).toEqual({
      filter: [{ type: 'contains', field: 'term', value: 'check' }],
      sort: [{ field: 'term', order: 'ASC' }],
      page: 2,
      limit: 50,
    });
    expect(termSearchCriteria('', 1, 25)).not.toHaveProperty('filter');
  });
});
