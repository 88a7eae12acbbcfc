import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { fieldErrors, unique, useServer } from './client.js';
import { create } from './entities.js';
import { ROOT_DIR } from '../support/server.js';

/**
 * Adding an entity is adding a schema file: `book` exists only in tests/fixtures/schemas, and the
 * server started with PORTICO_SCHEMA_DIRS pointing there gets its table, endpoints and validation.
 */
const FIXTURE_DIR = path.join(ROOT_DIR, 'tests', 'fixtures', 'schemas');
const h = useServer({ env: { PORTICO_SCHEMA_DIRS: FIXTURE_DIR } });

/* eslint-disable @typescript-eslint/no-explicit-any -- rows are free-form JSON */

/** Column names of a table, read from the database itself. */
async function columnsOf(table: string): Promise<string[]> {
  const { dialect, databaseUrl } = h.server;
  if (dialect === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1",
        [table],
      );
      return rows.map((r) => r.column_name as string).sort();
    } finally {
      await client.end();
    }
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(databaseUrl.slice('sqlite:'.length), { readonly: true });
  try {
    return (db.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[]).map((r) => r.name).sort();
  } finally {
    db.close();
  }
}

let theme: any;
let permissions: any[];
beforeAll(async () => {
  theme = await create(h.admin, 'themes', { name: unique('theme'), conf: '{}' });
  permissions = [
    await create(h.admin, 'permissions', { name: unique('perm'), adiutoId: 1 }),
    await create(h.admin, 'permissions', { name: unique('perm'), adiutoId: 2 }),
  ];
});

describe('an entity added by a schema file only', () => {
  it('is not one of the built-in schemas', () => {
    const builtIn = fs.readdirSync(path.join(ROOT_DIR, 'schemas', 'entities'));
    for (const file of builtIn) expect(JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'schemas', 'entities', file), 'utf8')).$id).not.toBe('book');
    expect(fs.existsSync(path.join(FIXTURE_DIR, 'book.schema.json'))).toBe(true);
  });

  it('gets a table with a column per field and a join table for its many-to-many relation', async () => {
    expect(await columnsOf('book')).toEqual(['available', 'format', 'id', 'pages', 'price', 'summary', 'theme_id', 'title']);
    expect(await columnsOf('book_permissions')).toEqual(['book_id', 'permission_id']);
  });

  it('is published in api/entity-schemas for the generated screens', async () => {
    const res = await h.admin.get('api/entity-schemas');
    const book = res.body.find((m: any) => m.name === 'book');
    expect(book).toMatchObject({ name: 'book', title: 'Book', plural: 'Books', api: 'books', labelField: 'title' });
    expect(book.fields.map((f: any) => f.name)).toEqual(['id', 'title', 'pages', 'price', 'available', 'format', 'summary', 'theme', 'permissions']);
  });

  it('gets create, read, update, patch and delete at api/books', async () => {
    const body = { title: unique('Dune'), pages: 412, price: 9.5, summary: 'Sand.', theme: { id: theme.id }, permissions: [{ id: permissions[0].id }] };
    const created = await h.admin.post('api/books', body);
    expect(created.status, created.text).toBe(201);
    expect(created.headers.get('app-alert')).toBe('portico.book.created');
    expect(created.headers.get('app-params')).toBe(String(created.body.id));
    expect(created.body).toEqual({
      ...body,
      id: created.body.id,
      available: false,
      format: 'PAPERBACK',
      theme: { id: theme.id, name: theme.name },
      permissions: [{ id: permissions[0].id, name: permissions[0].name }],
    });
    const id = created.body.id;
    expect((await h.admin.get(`api/books/${id}`)).body).toEqual(created.body);

    const put = await h.admin.put(`api/books/${id}`, { ...body, id, format: 'EBOOK', available: true, permissions: permissions.map((p) => ({ id: p.id })) });
    expect(put.status).toBe(200);
    expect(put.headers.get('app-alert')).toBe('portico.book.updated');
    expect(put.body).toMatchObject({ format: 'EBOOK', available: true });
    expect(put.body.permissions.map((p: any) => p.id)).toEqual(permissions.map((p) => p.id));

    const patch = await h.admin.patch(`api/books/${id}`, { id, pages: 500 });
    expect(patch.body).toEqual({ ...put.body, pages: 500 });

    const eager = await h.admin.get(`api/books/${id}?eager=true`);
    expect(eager.body.theme).toEqual({ id: theme.id, name: theme.name, conf: '{}' });

    const del = await h.admin.delete(`api/books/${id}`);
    expect(del.status).toBe(204);
    expect(del.headers.get('app-alert')).toBe('portico.book.deleted');
    expect((await h.admin.get(`api/books/${id}`)).status).toBe(404);
    expect((await h.admin.get(`api/books?permissionsId.in=${permissions[0].id}&id.equals=${id}`)).body).toEqual([]);
  });
});

describe('an entity added by a schema file only: validation, lists and guards', () => {
  it('validates bodies from its schema', async () => {
    const missing = await h.admin.post('api/books', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('error.validation');
    expect(missing.body.fieldErrors).toEqual(
      expect.arrayContaining(['title', 'pages', 'theme'].map((field) => ({ objectName: 'book', field, message: 'NotNull' }))),
    );
    expect(missing.body.fieldErrors).toHaveLength(3);
    const ok = { title: unique('b'), pages: 10, theme: { id: theme.id } };
    expect(fieldErrors(await h.admin.post('api/books', { ...ok, pages: 'ten' }))).toEqual(['pages:TypeMismatch']);
    expect(fieldErrors(await h.admin.post('api/books', { ...ok, pages: 0 }))).toEqual(['pages:Min']);
    expect(fieldErrors(await h.admin.post('api/books', { ...ok, price: -1 }))).toEqual(['price:Min']);
    expect(fieldErrors(await h.admin.post('api/books', { ...ok, format: 'SCROLL' }))).toEqual(['format:Enum']);
    expect(fieldErrors(await h.admin.post('api/books', { ...ok, available: 'yes' }))).toEqual(['available:TypeMismatch']);
    expect(fieldErrors(await h.admin.post('api/books', { ...ok, title: 'x'.repeat(121) }))).toEqual(['title:Size']);
    expect(fieldErrors(await h.admin.post('api/books', { ...ok, isbn: '978' }))).toEqual(['isbn:Unknown']);
    expect(fieldErrors(await h.admin.post('api/books', { ...ok, theme: { id: 999_999 } }))).toEqual(['theme:NotFound']);
    const half = await h.admin.post('api/books', { ...ok, permissions: [{ id: permissions[0].id }, { id: 999_999 }] });
    expect(fieldErrors(half)).toEqual(['permissions:NotFound']);
    expect((await h.admin.get(`api/books?title.equals=${ok.title}`)).headers.get('x-total-count')).toBe('0');
    const idexists = await h.admin.post('api/books', { ...ok, id: 3 });
    expect(idexists.headers.get('app-error')).toBe('error.idexists');
    expect(idexists.headers.get('app-params')).toBe('book');
  });

  it('lists with paging, sorting and criteria filters on its fields', async () => {
    const tag = unique('shelf');
    const books = [
      await create(h.admin, 'books', { title: `${tag} C`, pages: 100, price: 5, format: 'EBOOK', theme: { id: theme.id } }),
      await create(h.admin, 'books', { title: `${tag} A`, pages: 300, price: 20, available: true, theme: { id: theme.id }, permissions: [{ id: permissions[1].id }] }),
      await create(h.admin, 'books', { title: `${tag} B`, pages: 200, format: 'HARDCOVER', theme: { id: theme.id }, permissions: [{ id: permissions[0].id }, { id: permissions[1].id }] }),
    ];
    const ids = async (query: string) => {
      const res = await h.admin.get(`api/books?title.contains=${encodeURIComponent(tag)}&${query}`);
      expect(res.status, `${query}: ${res.text}`).toBe(200);
      return res.body.map((b: any) => b.id);
    };
    const [c, a, b] = books.map((x) => x.id);
    expect(await ids('sort=title,asc')).toEqual([a, b, c]);
    expect(await ids('sort=pages,desc')).toEqual([a, b, c]);
    expect(await ids('sort=format,asc&sort=title,desc')).toEqual([c, b, a]);
    expect(await ids('pages.greaterThan=150')).toEqual([a, b]);
    expect(await ids('price.lessThan=10')).toEqual([c]);
    expect(await ids('price.specified=false')).toEqual([b]);
    expect(await ids('available.equals=true')).toEqual([a]);
    expect(await ids('format.equals=PAPERBACK')).toEqual([a]);
    expect(await ids('format.in=EBOOK,HARDCOVER')).toEqual([c, b]);
    expect(await ids(`themeId.equals=${theme.id}`)).toEqual([c, a, b]);
    expect(await ids(`permissionsId.in=${permissions[0].id}`)).toEqual([b]);
    expect(await ids('permissionsId.specified=false')).toEqual([c]);
    const paged = await h.admin.get(`api/books?title.contains=${encodeURIComponent(tag)}&page=1&size=2&sort=title,asc`);
    expect(paged.headers.get('x-total-count')).toBe('3');
    expect(paged.body.map((x: any) => x.id)).toEqual([c]);
    expect(paged.headers.get('link')).toContain('rel="prev"');
    expect((await h.admin.get('api/books?pages.contains=1')).status).toBe(400);
    expect((await h.admin.get('api/books?sort=isbn,asc')).status).toBe(400);
  });

  it('takes part in the reference checks of the entities it points at', async () => {
    const ownTheme = await create(h.admin, 'themes', { name: unique('theme'), conf: '{}' });
    const book = await create(h.admin, 'books', { title: unique('ref'), pages: 1, theme: { id: ownTheme.id } });
    const refused = await h.admin.delete(`api/themes/${ownTheme.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('Book');
    expect((await h.admin.delete(`api/books/${book.id}`)).status).toBe(204);
    expect((await h.admin.delete(`api/themes/${ownTheme.id}`)).status).toBe(204);
  });

  it('is guarded like the built-in entities', async () => {
    expect((await h.anonymous.get('api/books')).status).toBe(401);
    expect((await h.user.get('api/books')).status).toBe(403);
    expect((await h.user.post('api/books', {})).status).toBe(403);
    expect((await h.wadmin.get('api/books')).status).toBe(200);
  });
});
