import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@newsroom/shared';
import { NAMESPACES } from './i18n';

const files = import.meta.glob<unknown>('../locales/*/*.json', { eager: true, import: 'default' });

/** Each text of a catalog by its key path (`search.months.0`). */
function textsOf(catalog: unknown, prefix = ''): Map<string, unknown> {
  const texts = new Map<string, unknown>();
  if (catalog !== null && typeof catalog === 'object') {
    for (const [key, value] of Object.entries(catalog)) {
      for (const [path, text] of textsOf(value, `${prefix}${key}.`)) texts.set(path, text);
    }
  } else {
    texts.set(prefix.slice(0, -1), catalog);
  }
  return texts;
}

/** `{{name}}` and `{{name, format}}` placeholders, each once. */
const variablesOf = (text: unknown) => [...new Set([...String(text).matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]))].sort();

/** What a second catalog lacks, has in excess, or words with other placeholders than the first. */
function differences(first: unknown, second: unknown): string[] {
  const [a, b] = [textsOf(first), textsOf(second)];
  return [
    ...[...a.keys()].filter((key) => !b.has(key)).map((key) => `${key} is missing`),
    ...[...b.keys()].filter((key) => !a.has(key)).map((key) => `${key} is extra`),
    ...[...a.keys()]
      .filter((key) => b.has(key) && variablesOf(a.get(key)).join() !== variablesOf(b.get(key)).join())
      .map((key) => `${key} has {{${variablesOf(b.get(key)).join('}}, {{')}}} instead of {{${variablesOf(a.get(key)).join('}}, {{')}}}`),
    ...[...b.entries()].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => `${key} is empty`),
  ];
}

const catalogOf = (language: string, namespace: string) => files[`../locales/${language}/${namespace}.json`];

describe('the catalogs', () => {
  it('has a file for every namespace in every language, and none other', () => {
    const expected = LANGUAGES.flatMap((language) => NAMESPACES.map((namespace) => `../locales/${language}/${namespace}.json`)).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  for (const namespace of NAMESPACES) {
    it(`has the same keys and placeholders in Filipino as in English: ${namespace}`, () => {
      expect(differences(catalogOf('en', namespace), catalogOf('fil', namespace))).toEqual([]);
      expect(differences(catalogOf('fil', namespace), catalogOf('en', namespace))).toEqual([]);
    });
  }

  it('tells a missing key, an extra one, an empty one and a changed placeholder apart', () => {
    const english = { title: 'Hello {{name}}', nested: { one: 'One', list: ['a', 'b'] } };
    expect(differences(english, { title: 'Kumusta {{pangalan}}', nested: { list: ['a'], other: '' } })).toEqual([
      'nested.one is missing',
      'nested.list.1 is missing',
      'nested.other is extra',
      'title has {{pangalan}} instead of {{name}}',
      'nested.other is empty',
    ]);
    expect(differences(english, { title: 'Kumusta, {{ name }}!', nested: { one: 'Isa', list: ['a', 'b'] } })).toEqual([]);
  });
});
