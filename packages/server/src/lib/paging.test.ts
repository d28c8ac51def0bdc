import { describe, expect, it } from 'vitest';
import { listJson, pageRequest } from './paging.js';

/** Items as the kept answers are: JSON texts, some of them with characters of two, three and four UTF-8 bytes. */
const items = [
  { id: 'a', title: 'Plain' },
  { id: 'b', title: 'Señor’s “quoted” news' },
  { id: 'c', title: 'Emoji 🎉 and Filipino: ñ, Ñ' },
].map((item) => JSON.stringify(item));

describe('listJson', () => {
  it('writes the plain array as the JSON of its items, byte for byte', () => {
    const bytes = listJson(items, pageRequest({}), { total: 3 });
    expect(bytes.toString('utf8')).toBe(`[${items.join(',')}]`);
    expect(bytes.length).toBe(Buffer.byteLength(`[${items.join(',')}]`));
    expect(JSON.parse(bytes.toString('utf8'))).toHaveLength(3);
  });

  it('writes the page envelope, with whether a total is exact only when told', () => {
    const page = pageRequest({ page: 2, size: 3 });
    expect(JSON.parse(listJson(items, page, { total: 6 }).toString('utf8'))).toEqual({
      items: items.map((item) => JSON.parse(item)),
      page: 2,
      size: 3,
      total: 6,
    });
    expect(JSON.parse(listJson(items.slice(0, 1), page, { total: 1000, totalIsExact: false }).toString('utf8'))).toEqual({
      items: [JSON.parse(items[0]!)],
      page: 2,
      size: 3,
      total: 1000,
      totalIsExact: false,
    });
  });

  it('writes an empty list and an empty page', () => {
    expect(listJson([], pageRequest({}), { total: 0 }).toString('utf8')).toBe('[]');
    expect(listJson([], pageRequest({ page: 9, size: 5 }), { total: 2 }).toString('utf8')).toBe('{"items":[],"page":9,"size":5,"total":2}');
  });

  it('holds bytes of its own, not a slice of a shared pool (a worker thread sends them whole to the event loop)', () => {
    const bytes = listJson(items.slice(0, 1), pageRequest({}), { total: 1 });
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });
});
