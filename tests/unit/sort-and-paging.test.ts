import { describe, expect, it } from 'vitest';
import { paginationLink } from '../../server/http/pagination.js';
import { parseListSort, sortRows } from '../../server/lists/list-sort.js';
import { AppError } from '../../server/errors/app-error.js';
import { problemOf } from '../../server/http/problem.js';
import { parseSort } from '../../server/entities/repository.js';
import { thing } from './fixtures.js';

const sort = (raw: string | string[] | undefined) => parseSort(thing, raw).map((o) => `${o.field.name},${o.direction}`);

describe('parseSort', () => {
  it('sorts by id ascending when nothing is asked', () => {
    expect(sort(undefined)).toEqual(['id,asc']);
    expect(sort([])).toEqual(['id,asc']);
  });

  it('reads field and direction, ascending by default, in any letter case', () => {
    expect(sort('name,desc')).toEqual(['name,desc']);
    expect(sort('name')).toEqual(['name,asc']);
    expect(sort('count,DESC')).toEqual(['count,desc']);
  });

  it('keeps repeated orders in their sequence', () => {
    expect(sort(['kind,desc', 'name,asc', 'id,desc'])).toEqual(['kind,desc', 'name,asc', 'id,desc']);
  });

  it('sorts a to-one relation by its id column', () => {
    expect(parseSort(thing, 'owner,asc')[0].field.column).toBe('owner_id');
  });

  it.each(['nope,asc', 'Name,asc', 'file,asc', 'tags,asc', 'name,up', 'name,asc,id', '', ',asc'])(
    'refuses "%s" with a 400 problem',
    (raw) => {
      expect(() => parseSort(thing, raw)).toThrow(AppError);
      try {
        parseSort(thing, raw);
      } catch (error) {
        expect(problemOf(error as AppError)).toMatchObject({ status: 400, message: 'error.http.400' });
        expect((error as AppError).detail).toContain(`"${raw}"`);
      }
    },
  );

  it('names the fields it sorts by when asked for another', () => {
    expect(() => parseSort(thing, 'nope,asc')).toThrow(/Cannot sort .* by "nope,asc": the fields to sort by are id, name, .*count/);
  });
});

describe('parseListSort and sortRows', () => {
  const rows = [
    { id: 1, name: 'b', index: 2 },
    { id: 2, name: 'a', index: null },
    { id: 3, name: 'c', index: 1 },
  ];

  it('sorts rows held in memory as asked, empty values last when ascending', () => {
    const order = (raw?: string | string[]) => sortRows(rows, parseListSort(raw, ['id', 'name', 'index'], 'rows')).map((r) => r.id);
    expect(order()).toEqual([1, 2, 3]);
    expect(order('name')).toEqual([2, 1, 3]);
    expect(order('id,DESC')).toEqual([3, 2, 1]);
    expect(order('index,asc')).toEqual([3, 1, 2]);
    expect(order(['index,desc', 'id,asc'])).toEqual([2, 1, 3]);
  });

  it('refuses an unknown field naming those it sorts by, and a direction other than asc or desc', () => {
    expect(() => parseListSort('colour,asc', ['id', 'name'], 'the mail outbox')).toThrow('Cannot sort the mail outbox by "colour,asc": the fields to sort by are id, name');
    expect(() => parseListSort('name,up', ['id', 'name'], 'rows')).toThrow('use sort=name,asc or sort=name,desc');
  });
});

/** The Link header as { rel: { path, params } }. */
function links(header: string) {
  const out: Record<string, { path: string; params: Record<string, string> }> = {};
  for (const part of header.split(',<')) {
    const match = /<?([^>]*)>; rel="(\w+)"/.exec(part);
    if (!match) throw new Error(`bad link ${part}`);
    const [path, search] = match[1].split('?');
    out[match[2]] = { path, params: Object.fromEntries(new URLSearchParams(search)) };
  }
  return out;
}

describe('paginationLink', () => {
  const url = '/api/things?page=1&size=10&sort=name,asc&sort=id,desc&name.contains=a&cacheBuster=99';

  it('links next, prev, last and first, keeping the query without cacheBuster', () => {
    const header = paginationLink(url, 1, 10, 35);
    expect(Object.keys(links(header))).toEqual(['next', 'prev', 'last', 'first']);
    const { next, prev, last, first } = links(header);
    expect([next.params.page, prev.params.page, last.params.page, first.params.page]).toEqual(['2', '0', '3', '0']);
    expect(next.path).toBe('/api/things');
    expect(next.params).toMatchObject({ size: '10', 'name.contains': 'a' });
    expect(next.params.cacheBuster).toBeUndefined();
    expect(new URLSearchParams(header.match(/<[^?]*\?([^>]*)>/)![1]).getAll('sort')).toEqual(['name,asc', 'id,desc']);
  });

  it('has no prev on the first page and no next on the last', () => {
    expect(Object.keys(links(paginationLink('/api/things', 0, 10, 35)))).toEqual(['next', 'last', 'first']);
    expect(Object.keys(links(paginationLink('/api/things', 3, 10, 35)))).toEqual(['prev', 'last', 'first']);
  });

  it('counts a full last page exactly', () => {
    expect(links(paginationLink('/api/things', 0, 10, 30)).last.params.page).toBe('2');
    expect(links(paginationLink('/api/things', 0, 10, 31)).last.params.page).toBe('3');
  });

  it('points an empty list and pages past the end back at real pages', () => {
    const empty = links(paginationLink('/api/things', 0, 20, 0));
    expect(Object.keys(empty)).toEqual(['last', 'first']);
    expect(empty.last.params).toMatchObject({ page: '0', size: '20' });
    const beyond = links(paginationLink('/api/things?page=9', 9, 10, 35));
    expect(beyond.prev.params.page).toBe('3');
    expect(beyond.next).toBeUndefined();
  });
});
