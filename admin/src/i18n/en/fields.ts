// Translatable fields by their property name, as a merchant reads them; unknown ones are spelled out from the name.
export default {
  name: 'Name',
  title: 'Title',
  description: 'Description',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  keywords: 'Keywords',
  customSearchKeywords: 'Search keywords',
  customFields: 'Custom fields',
  alt: 'Alternative text',
  packUnit: 'Pack unit',
  packUnitPlural: 'Pack unit (plural)',
  shortCode: 'Short code',
  value: 'Text',
  slotConfig: 'Slot configuration',
};
