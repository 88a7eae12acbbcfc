import { describe, expect, it } from 'vitest';
import { searchFilters } from '../../src/shared/documents/search-filters.js';
import { fixedFilters, initialSort, lastPage, listQuery, nextSort, pageSizeChoices, phoneColumnIds, searchEntries, visibleColumns } from '../../src/pages/runtime/widgets/document-list/list-query.js';

const fields = [
  { id: 1, kind: 'text' as const, name: 'Reference' },
  { id: 2, kind: 'text' as const, name: 'Counterparty' },
  { id: 4, kind: 'date' as const, name: 'Start date' },
  { id: 6, kind: 'number' as const, name: 'Value' },
];

describe('the document list query', () => {
  it('names the family or the value list, with max and the sort on a field', () => {
    expect(listQuery({ fam: 'contracts' }, undefined, undefined, { order: 4, asc: false }, 1000)).toEqual({ fam: 'contracts', max: 1000, order: 4, asc: false });
    expect(listQuery({ list: 'invoice-status' }, undefined, undefined, { order: 1, asc: true })).toEqual({ list: 'invoice-status', order: 1, asc: true });
  });

  it('leaves the order to the store when no field is sorted on', () => {
    expect(listQuery({ fam: 2 }, undefined, undefined, initialSort({}))).toEqual({ fam: 2 });
  });

  it('sends the fixed filters and the search together, every filter with a v2', () => {
    const search = searchFilters(searchEntries([{ field: 2 }, { field: 4, range: true }], { '2': ' Acme ', '4.from': '2025-01-01', '4.to': '2025-03-31' }, fields));
    const query = listQuery({ fam: 'invoices' }, { f: [6], o: ['='], v1: [3] }, search, { asc: true });
    expect(query).toEqual({ fam: 'invoices', f: [6, 2, 4], o: ['=', 'like', 'between'], v1: [3, 'Acme', '20250101'], v2: [null, null, '20250331'] });
  });

  it('fills in what a fixed filter leaves out, so that the arrays stay parallel', () => {
    expect(fixedFilters({ f: [6, 3], o: ['='], v1: ['{W_12.fidd}'] })).toEqual({ f: [6, 3], o: ['=', '='], v1: ['{W_12.fidd}', null], v2: [null, null] });
    expect(fixedFilters({ f: [], o: [], v1: [] })).toBeUndefined();
  });

  it('searches a range from one end only with >= or <=, and sends no filter for blank inputs', () => {
    expect(searchFilters(searchEntries([{ field: 4, range: true }], { '4.from': '2025-02-01' }, fields))).toEqual({ f: [4], o: ['>='], v1: ['20250201'], v2: [null] });
    expect(searchFilters(searchEntries([{ field: 6, range: true }], { '6.to': '500' }, fields))).toEqual({ f: [6], o: ['<='], v1: ['500'], v2: [null] });
    expect(searchFilters(searchEntries([{ field: 2 }, { field: 4, range: true }], { '2': '  ', '4.to': '-' }, fields))).toBeUndefined();
    // Nothing left to search: the query is the whole list again.
    expect(listQuery({ fam: 'contracts' }, undefined, undefined, { asc: true })).toEqual({ fam: 'contracts' });
  });
});

describe('the document list view', () => {
  it('sorts on a clicked column ascending, and the other way on a second click', () => {
    const start = initialSort({ order: 4, asc: false });
    expect(start).toEqual({ order: 4, asc: false });
    expect(nextSort(start, 4)).toEqual({ order: 4, asc: true });
    expect(nextSort(nextSort(start, 4), 4)).toEqual({ order: 4, asc: false });
    expect(nextSort(start, 1)).toEqual({ order: 1, asc: true });
  });

  it('shows the configured columns in their order, or every field', () => {
    expect(visibleColumns(fields, [4, 1, 99]).map((f) => f.id)).toEqual([4, 1]);
    expect(visibleColumns(fields, undefined)).toBe(fields);
    expect(visibleColumns(fields, [])).toBe(fields);
  });

  it('shows on a phone the configured columns among those shown, or the first two', () => {
    const shown = visibleColumns(fields, [4, 1, 2]);
    expect([...phoneColumnIds(shown, [2, 4])]).toEqual([4, 2]);
    expect([...phoneColumnIds(shown, [3, 2])]).toEqual([2]);
    expect([...phoneColumnIds(shown, undefined)]).toEqual([4, 1]);
    expect([...phoneColumnIds(shown, [99])]).toEqual([4, 1]);
  });

  it('offers the configured page size among the usual ones', () => {
    expect(pageSizeChoices(20)).toEqual([10, 20, 50, 100]);
    expect(pageSizeChoices(15)).toEqual([10, 15, 20, 50, 100]);
  });

  it('knows the last page that has rows', () => {
    expect(lastPage(0, 10)).toBe(0);
    expect(lastPage(100, 10)).toBe(9);
    expect(lastPage(101, 10)).toBe(10);
  });
});
