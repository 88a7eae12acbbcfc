import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, type Database } from '../../server/database.js';
import { migrate } from '../../server/migrations/migrate.js';
import { loadEntityModels } from '../../server/entities/registry.js';
import { EntityRepository, parseSort, type ListQuery } from '../../server/entities/repository.js';
import type { Entity } from '../../server/entities/entity-rows.js';
import { parseCriteria } from '../../server/entities/criteria.js';
import { ROOT_DIR, createTestDatabase, type TestDatabase } from '../support/server.js';

/**
 * Lists answer their pages as JSON made by the database (server/entities/row-json.ts), joined from
 * the texts of rows kept while the data stands (row-texts.ts), in orders kept while a list is paged
 * (list-orders.ts). Every page must equal what the repository answers row by row, whatever the field
 * kinds, the order, the page and the writes in between.
 */
describe('list pages made by the database', () => {
  let database: TestDatabase;
  let connected: Database;
  let repository: EntityRepository;
  const ids: Record<string, number[]> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    connected = await connect(database.url);
    const models = loadEntityModels([path.join(ROOT_DIR, 'tests', 'fixtures', 'schemas')]);
    await migrate(connected, models);
    repository = new EntityRepository(connected.db, connected.dialect, models, connected.dataVersion);
    await seedRows(repository, ids);
  });
  afterAll(async () => {
    await connected?.close();
    await database?.drop();
  });

  const query = (entity: string, params: Record<string, string | string[]>, page: number, size: number): ListQuery => {
    const model = repository.model(entity);
    return { criteria: parseCriteria(model, params), sort: parseSort(model, params.sort), page, size, eager: false };
  };

  /** The page as the list answers it, and as the repository reads it row by row. */
  const both = async (entity: string, q: ListQuery) => {
    const model = repository.model(entity);
    const made = await repository.listJson(model, q);
    const rowByRow = await repository.list(model, q);
    return { made: { items: JSON.parse(made.json) as Entity[], total: made.total }, rowByRow };
  };

  test.each([
    ['book', { sort: 'title,asc' }],
    ['book', { sort: ['format,desc', 'pages,asc'] }],
    ['book', { sort: 'price,desc' }],
    ['book', { sort: 'available,asc', 'title.contains': 'Book' }],
    ['page', { sort: 'name,desc' }],
    ['permission', { sort: 'read,desc' }],
    ['theme', {}],
  ])('%s %j: every page equals the rows read one by one, asked once and again', async (entity, params) => {
    for (let round = 0; round < 2; round++)
      for (let page = 0; page < 4; page++) {
        const { made, rowByRow } = await both(entity, query(entity, params, page, 7));
        expect(made).toEqual(rowByRow);
      }
    const { made } = await both(entity, query(entity, params, 0, 50));
    expect(made.items.length).toBe(ids[entity].length);
  });

  test('every field kind comes out as the row by row answer has it', async () => {
    const { made } = await both('book', query('book', { sort: 'id,asc' }, 0, 50));
    const book = made.items.find((b) => (b.permissions as unknown[]).length === 3)!;
    expect(book).toMatchObject({ available: expect.any(Boolean), theme: { id: expect.any(Number), name: expect.any(String) } });
    expect((book.permissions as { id: number }[]).map((p) => p.id)).toEqual([...ids.permission].sort((a, b) => a - b));
    expect(made.items.some((b) => b.price === null) && made.items.some((b) => b.price === 2.5)).toBe(true);
    const pages = (await both('page', query('page', { sort: 'id,asc' }, 0, 10))).made.items;
    expect(Buffer.from(pages[0].css as string, 'base64')).toEqual(Buffer.from([0, 255, 10, 13, 128]));
    expect(pages[1].parent).toEqual({ id: pages[0].id, name: 'Root' });
  });

  test('a write shows at once, in the rows written and in the labels of the rows that point to them', async () => {
    const book = repository.model('book');
    const q = query('book', { sort: 'title,asc' }, 0, 50);
    await repository.listJson(book, q);
    await repository.listJson(book, q); // the order and the rows now kept
    const [first] = ids.book;
    const theme = (await repository.get(book, first)).theme as { id: number };
    await repository.update(book, first, { title: 'AAA first now' }, true);
    await repository.update(repository.model('theme'), theme.id, { name: 'Renamed theme' }, true);
    const { made, rowByRow } = await both('book', q);
    expect(made).toEqual(rowByRow);
    expect(made.items[0]).toMatchObject({ id: first, title: 'AAA first now', theme: { id: theme.id, name: 'Renamed theme' } });
    await repository.delete(book, first);
    const after = await both('book', q);
    expect(after.made).toEqual(after.rowByRow);
    expect(after.made.items.map((b) => b.id)).not.toContain(first);
    expect(after.made.total).toBe(ids.book.length - 1);
  });
});

/**
 * The rows the lists are read from, their ids noted by entity: two themes, three permissions, 24
 * books of every field kind (texts with quotes, new lines and characters beyond the BMP; empty
 * values), a template, and a page tree with binary values that are not text.
 */
async function seedRows(repository: EntityRepository, ids: Record<string, number[]>): Promise<void> {
  const create = async (entity: string, body: Record<string, unknown>) => {
    const created = await repository.create(repository.model(entity), body);
    (ids[entity] ??= []).push(created.id);
    return created;
  };
  const themes = [await create('theme', { name: 'Plain', conf: '{}' }), await create('theme', { name: 'Dark "night" ☾', conf: '{}' })];
  const permissions = [];
  for (let i = 0; i < 3; i++) permissions.push(await create('permission', { name: `Permission ${i}`, adiutoId: i, read: i % 2 === 0, delete: i === 2 }));
  for (let i = 0; i < 24; i++)
    await create('book', {
      title: i % 5 === 0 ? `Book ${i % 7} with \\ "quotes"\nand a line, ☃ 😀` : `Book ${i % 7}`,
      pages: 1 + ((i * 37) % 400),
      price: i % 3 === 0 ? null : i * 1.25,
      available: i % 2 === 0,
      format: (['HARDCOVER', 'PAPERBACK', 'EBOOK'] as const)[i % 3],
      summary: i % 4 === 0 ? null : `Summary ${i}`,
      theme: { id: themes[i % 2].id },
      permissions: permissions.slice(0, i % 4).reverse().map((p) => ({ id: p.id })),
    });
  const template = await create('template', { name: 'Two by two', row: 2, col: 2 });
  // Binary values with bytes that are not text, and a page tree (a reference to the same entity).
  const root = await create('page', { name: 'Root', path: 'root', type: 'PAGE', scope: 'PUBLIC', template: { id: template.id }, css: Buffer.from([0, 255, 10, 13, 128]).toString('base64') });
  for (let i = 0; i < 5; i++)
    await create('page', { name: `Child ${i}`, path: `child-${i}`, type: 'PAGE', scope: 'PUBLIC', parent: { id: root.id }, css: i % 2 ? Buffer.alloc(200, i).toString('base64') : null });
}
