import { describe, expect, it } from 'vitest';
import { jobSummary } from './job-summary';

describe('job summary', () => {
  const entities = new Map([
    ['category', 'Categories'],
    ['product', 'Products'],
  ]);
  const languages = new Map([['fr-id', 'Français']]);

  it('names entities (objects or bare names, as the config allows) and target languages', () => {
    expect(jobSummary({ config: { entities: [{ name: 'category', scope: 'missing' }, 'product'] }, targetLanguageIds: ['fr-id'] }, entities, languages)).toBe('Categories, Products → Français');
  });

  it('falls back to raw names and short ids when names are unknown', () => {
    expect(jobSummary({ config: { entities: ['snippet'] }, targetLanguageIds: ['0191c6d5e9a47a4b'] }, entities, languages)).toBe('snippet → 0191c6d5');
    expect(jobSummary({ config: {}, targetLanguageIds: [] }, entities, languages)).toBe('– → –');
  });
});
