import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { diffTexts, MAX_DIFF_CELLS, tokenize } from './text-diff';
import TextDiff from './TextDiff.vue';

describe('text diff', () => {
  it('splits HTML into tags, words and whitespace', () => {
    expect(tokenize('<p class="a">Hello  world</p>')).toEqual(['<p class="a">', 'Hello', '  ', 'world', '</p>']);
  });

  it('marks a changed word inside unchanged markup, keeping tags apart', () => {
    expect(diffTexts('<p>Red <b>shoes</b></p>', '<p>Blue <b>shoes</b></p>')).toEqual([
      { kind: 'equal', text: '<p>', tag: true },
      { kind: 'removed', text: 'Red', tag: false },
      { kind: 'added', text: 'Blue', tag: false },
      { kind: 'equal', text: ' ', tag: false },
      { kind: 'equal', text: '<b>', tag: true },
      { kind: 'equal', text: 'shoes', tag: false },
      { kind: 'equal', text: '</b>', tag: true },
      { kind: 'equal', text: '</p>', tag: true },
    ]);
  });

  it('an empty value before means everything was added, and an empty value after everything removed', () => {
    expect(diffTexts('', 'Neu hier')).toEqual([{ kind: 'added', text: 'Neu hier', tag: false }]);
    expect(diffTexts('Alt', '')).toEqual([{ kind: 'removed', text: 'Alt', tag: false }]);
  });

  it('a change in the middle keeps the common words around it', () => {
    const parts = diffTexts('one two three four five', 'one two THREE four five');
    expect(parts.filter((part) => part.kind !== 'equal')).toEqual([
      { kind: 'removed', text: 'three', tag: false },
      { kind: 'added', text: 'THREE', tag: false },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('one two threeTHREE four five');
  });

  it('very long values fall back to the whole old and new text', () => {
    const words = (prefix: string) => Array.from({ length: Math.ceil(Math.sqrt(MAX_DIFF_CELLS)) + 10 }, (_, index) => `${prefix}${index}`).join(' ');
    const parts = diffTexts(words('a'), words('b'));
    expect(parts.map((part) => part.kind)).toEqual(['removed', 'added']);
  });

  it('renders removed and added parts as del and ins, and markup as text, never as HTML', () => {
    const wrapper = mount(TextDiff, { props: { before: '<p>Red</p>', after: '<p>Blue<img src=x onerror=alert(1)></p>' } });
    expect(wrapper.find('del').text()).toBe('Red');
    expect(wrapper.findAll('ins').map((element) => element.text())).toEqual(['Blue', '<img src=x onerror=alert(1)>']);
    expect(wrapper.find('img').exists()).toBe(false);
    expect(wrapper.findAll('.text-diff__tag').map((element) => element.text())).toContain('<p>');
  });
});
