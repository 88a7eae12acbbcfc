import { describe, expect, it } from 'vitest';
import { sortIndexed } from '../../server/db/entity-tables.js';
import type { FieldModel } from '../../src/shared/entities/model.js';

/** Which columns get an index on (column, id) for sorted lists. */
describe('sortIndexed', () => {
  const field = (over: Partial<FieldModel>) => ({ name: 'f', column: 'f', kind: 'string', ...over }) as FieldModel;

  it('indexes the sortable columns a list reads in order', () => {
    expect(sortIndexed(field({ kind: 'integer' }))).toBe(true);
    expect(sortIndexed(field({ kind: 'enum' }))).toBe(true);
    expect(sortIndexed(field({ kind: 'boolean' }))).toBe(true);
    expect(sortIndexed(field({ kind: 'string', maxLength: 255 }))).toBe(true);
  });

  it('leaves out what has an index already, what cannot be sorted, and long text PostgreSQL could not index', () => {
    expect(sortIndexed(field({ kind: 'id' }))).toBe(false);
    expect(sortIndexed(field({ kind: 'reference' }))).toBe(false);
    expect(sortIndexed(field({ kind: 'string', maxLength: 100, unique: true }))).toBe(false);
    expect(sortIndexed(field({ kind: 'binary' }))).toBe(false);
    expect(sortIndexed(field({ kind: 'string', maxLength: 100, writeOnly: true }))).toBe(false);
    expect(sortIndexed(field({ kind: 'string' }))).toBe(false);
    expect(sortIndexed(field({ kind: 'string', maxLength: 2048 }))).toBe(false);
    expect(sortIndexed(field({ kind: 'references', column: undefined }))).toBe(false);
  });
});
