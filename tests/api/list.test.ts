import { beforeAll, describe, expect, it } from 'vitest';
import { unique, useServer } from './client.js';
import { create, createRelated, ENTITIES, type Body, type Related } from './entities.js';
import { createFilterPages, ids, links, listAddresses, names } from './lists.js';

/** Lists: paging, sorting, the x-total-count and Link headers, criteria filters and eager loading. */
const h = useServer();
let related: Related;
beforeAll(async () => {
  related = await createRelated(h.admin);
});

describe('paging and sorting', () => {
  const prefix = unique('paged');
  const created: Body[] = [];
  beforeAll(async () => {
    // 25 widget types whose names do not sort in id order.
    for (let i = 0; i < 25; i++) {
      const n = (i * 7) % 25;
      created.push(await create(h.admin, 'widget-types', { name: `${prefix}-${String(n).padStart(2, '0')}` }));
    }
  });
  const q = `name.contains=${prefix}`;

  it('pages from zero with size, counting in x-total-count', async () => {
    const pages = [];
    for (const page of [0, 1, 2]) {
      const res = await h.admin.get(`api/widget-types?${q}&page=${page}&size=10`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('25');
      pages.push(ids(res));
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    // Default order is by id, ascending, and the pages neither overlap nor skip.
    expect(pages.flat()).toEqual(created.map((c) => c.id));
    const beyond = await h.admin.get(`api/widget-types?${q}&page=7&size=10`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('25');
  });

  it('uses a default page size of 20 and page 0', async () => {
    const res = await h.admin.get(`api/widget-types?${q}`);
    expect(ids(res)).toEqual(created.slice(0, 20).map((c) => c.id));
  });

  it('sends Link headers for first, prev, next and last', async () => {
    const first = links(await h.admin.get(`api/widget-types?${q}&page=0&size=10&sort=name,desc`));
    expect(Object.keys(first).sort()).toEqual(['first', 'last', 'next']);
    expect(first.next).toMatchObject({ page: 1, size: 10, path: '/api/widget-types' });
    expect(first.last).toMatchObject({ page: 2, size: 10 });
    expect(first.first).toMatchObject({ page: 0, size: 10 });
    // Links keep the filters and the sort.
    expect(first.next.params.get('name.contains')).toBe(prefix);
    expect(first.next.params.getAll('sort')).toEqual(['name,desc']);

    const middle = links(await h.admin.get(`api/widget-types?${q}&page=1&size=10&cacheBuster=123`));
    expect(Object.keys(middle).sort()).toEqual(['first', 'last', 'next', 'prev']);
    expect(middle.prev.page).toBe(0);
    expect(middle.next.page).toBe(2);
    expect(middle.next.params.has('cacheBuster')).toBe(false);

    const last = links(await h.admin.get(`api/widget-types?${q}&page=2&size=10`));
    expect(Object.keys(last).sort()).toEqual(['first', 'last', 'prev']);
    expect(last.prev.page).toBe(1);

    const empty = await h.admin.get('api/widget-types?name.equals=nothing-at-all&size=10');
    expect(empty.headers.get('x-total-count')).toBe('0');
    expect(links(empty).last.page).toBe(0);
  });

  it('sorts by field, ascending or descending', async () => {
    const sortedNames = created.map((c) => c.name).sort();
    const asc = await h.admin.get(`api/widget-types?${q}&size=30&sort=name,asc`);
    expect(names(asc)).toEqual(sortedNames);
    const desc = await h.admin.get(`api/widget-types?${q}&size=30&sort=name,desc`);
    expect(names(desc)).toEqual([...sortedNames].reverse());
    const byIdDesc = await h.admin.get(`api/widget-types?${q}&size=5&sort=id,desc`);
    expect(ids(byIdDesc)).toEqual(created.map((c) => c.id).reverse().slice(0, 5));
    // A sort without a direction is ascending.
    expect(names(await h.admin.get(`api/widget-types?${q}&size=3&sort=name`))).toEqual(sortedNames.slice(0, 3));
    // Sorting applies before paging.
    const second = await h.admin.get(`api/widget-types?${q}&page=1&size=10&sort=name,desc`);
    expect(names(second)).toEqual([...sortedNames].reverse().slice(10, 20));
  });

  it('ignores cacheBuster', async () => {
    const plain = await h.admin.get(`api/widget-types?${q}&page=1&size=7&sort=name,asc`);
    const busted = await h.admin.get(`api/widget-types?${q}&page=1&size=7&sort=name,asc&cacheBuster=1712345678901`);
    expect(busted.status).toBe(200);
    expect(busted.body).toEqual(plain.body);
    expect(busted.headers.get('x-total-count')).toBe('25');
  });
});

describe('sorting by several fields', () => {
  it('sorts by several fields in the order given', async () => {
    const tag = unique('multi');
    const rows = [
      { name: `${tag}-b`, type: 'CUSTOM' },
      { name: `${tag}-a`, type: 'FAMILY' },
      { name: `${tag}-c`, type: 'CUSTOM' },
      { name: `${tag}-d`, type: 'FAMILY' },
      { name: `${tag}-e`, type: 'GENERAL' },
    ];
    for (const r of rows) await create(h.admin, 'permissions', { ...r, adiutoId: 1 });
    const res = await h.admin.get(`api/permissions?name.contains=${tag}&sort=type,asc&sort=name,desc`);
    expect(names(res).map((n: string) => n.slice(-1))).toEqual(['c', 'b', 'd', 'a', 'e']);
    const reversed = await h.admin.get(`api/permissions?name.contains=${tag}&sort=type,desc&sort=name,asc`);
    expect(names(reversed).map((n: string) => n.slice(-1))).toEqual(['e', 'a', 'd', 'b', 'c']);
  });

  it('orders ties by id in the direction of the last sort', async () => {
    const tag = unique('ties');
    const made: Body[] = [];
    for (const type of ['CUSTOM', 'FAMILY', 'CUSTOM', 'FAMILY']) made.push(await create(h.admin, 'permissions', { name: tag, type, adiutoId: 1 }));
    const order = async (sort: string) => ids(await h.admin.get(`api/permissions?name.equals=${tag}&${sort}`));
    const [c1, f1, c2, f2] = made.map((m) => m.id);
    expect(await order('sort=type,asc')).toEqual([c1, c2, f1, f2]);
    expect(await order('sort=type,desc')).toEqual([f2, f1, c2, c1]);
    expect(await order('sort=name,asc')).toEqual([c1, f1, c2, f2]);
    expect(await order('sort=name,desc')).toEqual([f2, c2, f1, c1]);
  });
});

describe('bad paging and sorting parameters', () => {
  it('answers 400 for a bad page, size or sort', async () => {
    for (const query of [
      'page=-1',
      'page=abc',
      'page=1.5',
      'size=0',
      'size=-5',
      'size=ten',
      'size=100000',
      'sort=nothing,asc',
      'sort=name,sideways',
      'sort=name,asc,extra',
      'sort=,asc',
    ]) {
      const res = await h.admin.get(`api/widget-types?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.status, query).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    }
    // Binary data cannot be sorted on.
    expect((await h.admin.get('api/sites?sort=logo,asc')).status).toBe(400);
  });
});

describe.each(ENTITIES)('list of api/$base', (spec) => {
  it('lists what was created, with x-total-count and Link', async () => {
    const rows = [await create(h.admin, spec.base, spec.sample(related)), await create(h.admin, spec.base, spec.sample(related))];
    const res = await h.admin.get(`api/${spec.base}?page=0&size=50&sort=id,desc&cacheBuster=${Date.now()}`);
    expect(res.status).toBe(200);
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(2);
    expect(res.body.length).toBe(Math.min(total, 50));
    expect(res.body[0]).toEqual(rows[1]);
    expect(res.body[1]).toEqual(rows[0]);
    expect(links(res).first.page).toBe(0);
    const filtered = await h.admin.get(`api/${spec.base}?id.in=${rows[0].id},${rows[1].id}`);
    expect(ids(filtered)).toEqual([rows[0].id, rows[1].id]);
    expect(filtered.headers.get('x-total-count')).toBe('2');
  });
});

describe('criteria filters', () => {
  let pages: Body[];
  let tag: string;
  beforeAll(async () => {
    tag = unique('Filter');
    const t2 = await create(h.admin, 'templates', { name: unique('t2'), row: 1, col: 1 });
    pages = await createFilterPages(h.admin, related, tag, t2);
  });
  const q = () => `name.contains=${encodeURIComponent(tag)}`;
  const pageIds = async (query: string) => {
    const res = await h.admin.get(`api/pages?${q()}&${query}`);
    expect(res.status, `${query}: ${res.text}`).toBe(200);
    expect(res.headers.get('x-total-count')).toBe(String(res.body.length));
    return ids(res);
  };
  const at = (...i: number[]) => i.map((n) => pages[n].id);

  it('filters text with contains (any case), equals, doesNotContain and specified', async () => {
    expect(await pageIds('')).toEqual(at(0, 1, 2, 3));
    const upper = await h.admin.get(`api/pages?name.contains=${encodeURIComponent(tag.toUpperCase())}`);
    expect(ids(upper)).toEqual(at(0, 1, 2, 3));
    expect(await pageIds('name.contains=child')).toEqual(at(1, 2));
    expect(await pageIds(`name.equals=${encodeURIComponent(`${tag} Root`)}`)).toEqual(at(0));
    expect(await pageIds('name.doesNotContain=child')).toEqual(at(0, 3));
    expect(await pageIds('link.specified=true')).toEqual(at(2));
    expect(await pageIds('link.specified=false')).toEqual(at(0, 1, 3));
    // % and _ are plain characters, not wildcards.
    expect(await pageIds('name.contains=%25_')).toEqual(at(3));
    expect(ids(await h.admin.get('api/pages?name.contains=%25'))).toEqual(at(3));
  });

  it('filters ids with equals, in, notEquals, notIn and greaterThan', async () => {
    expect(await pageIds(`id.equals=${pages[1].id}`)).toEqual(at(1));
    expect(await pageIds(`id.in=${pages[3].id},${pages[0].id}`)).toEqual(at(0, 3));
    expect(await pageIds(`id.in=${pages[3].id}&id.in=${pages[1].id}`)).toEqual(at(1, 3));
    expect(await pageIds(`id.notEquals=${pages[1].id}`)).toEqual(at(0, 2, 3));
    expect(await pageIds(`id.notIn=${pages[1].id},${pages[2].id}`)).toEqual(at(0, 3));
    expect(await pageIds(`id.greaterThan=${pages[1].id}`)).toEqual(at(2, 3));
    expect(await pageIds(`id.lessThanOrEqual=${pages[1].id}`)).toEqual(at(0, 1));
  });

  it('filters numbers with greaterThan, lessThan and the inclusive forms', async () => {
    expect(await pageIds('index.greaterThan=2')).toEqual(at(2, 3));
    expect(await pageIds('index.greaterThanOrEqual=2')).toEqual(at(1, 2, 3));
    expect(await pageIds('index.lessThan=3')).toEqual(at(0, 1));
    expect(await pageIds('index.lessThanOrEqual=3&index.greaterThan=1')).toEqual(at(1, 2));
    expect(await pageIds('index.equals=10')).toEqual(at(3));
  });

  it('filters enums with equals, in and notEquals', async () => {
    expect(await pageIds('type.equals=LINK')).toEqual(at(2));
    expect(await pageIds('type.equals=PAGE')).toEqual(at(0, 1, 3));
    expect(await pageIds('scope.equals=PUBLIC')).toEqual(at(3));
    expect(await pageIds('scope.equals=PRIVATE')).toEqual(at(0, 1, 2));
    expect(await pageIds('type.in=PAGE,LINK')).toEqual(at(0, 1, 2, 3));
    expect(await pageIds('type.notEquals=PAGE')).toEqual(at(2));
  });

  it('filters relations by {relation}Id', async () => {
    expect(await pageIds(`parentId.equals=${pages[0].id}`)).toEqual(at(1, 2));
    expect(await pageIds('parentId.specified=false')).toEqual(at(0, 3));
    expect(await pageIds('parentId.specified=true')).toEqual(at(1, 2));
    expect(await pageIds(`templateId.equals=${related.template.id}`)).toEqual(at(0));
    expect(await pageIds(`templateId.in=${related.template.id},${pages[1].template.id}`)).toEqual(at(0, 1));
    expect(await pageIds('templateId.specified=false')).toEqual(at(2, 3));

    const widget = await create(h.admin, 'widgets', { title: unique('w'), conf: '{}', page: { id: pages[1].id }, type: { id: related.widgetType.id } });
    const byPage = await h.admin.get(`api/widgets?pageId.equals=${pages[1].id}`);
    expect(ids(byPage)).toEqual([widget.id]);
    expect((await h.admin.get(`api/widgets?pageId.equals=${pages[0].id}`)).body).toEqual([]);
    const byType = await h.admin.get(`api/widgets?typeId.equals=${related.widgetType.id}&pageId.in=${pages[1].id}`);
    expect(ids(byType)).toEqual([widget.id]);

    const site = await create(h.admin, 'sites', { ...ENTITIES.find((e) => e.name === 'site')!.sample(related) });
    expect(ids(await h.admin.get(`api/sites?themeId.equals=${related.theme.id}`))).toContain(site.id);
    expect(ids(await h.admin.get(`api/sites?themeId.equals=${related.theme.id + 9999}`))).toEqual([]);
  });
});

describe('criteria filters on booleans, many-to-many relations and bad criteria', () => {
  it('filters booleans and the many-to-many permissions of aliases', async () => {
    const t = unique('perm');
    const [p1, p2, p3] = [
      await create(h.admin, 'permissions', { name: `${t}-1`, adiutoId: 1, read: true }),
      await create(h.admin, 'permissions', { name: `${t}-2`, adiutoId: 2, read: true, delete: true, type: 'CUSTOM' }),
      await create(h.admin, 'permissions', { name: `${t}-3`, adiutoId: 3 }),
    ];
    const perms = async (query: string) => ids(await h.admin.get(`api/permissions?name.contains=${t}&${query}`));
    expect(await perms('read.equals=true')).toEqual([p1.id, p2.id]);
    expect(await perms('read.equals=false')).toEqual([p3.id]);
    expect(await perms('delete.equals=true&read.equals=true')).toEqual([p2.id]);
    expect(await perms('type.equals=GENERAL')).toEqual([p1.id, p3.id]);
    expect(await perms('type.in=CUSTOM,FAMILY')).toEqual([p2.id]);
    expect(await perms('adiutoId.greaterThan=1')).toEqual([p2.id, p3.id]);

    const a = unique('alias');
    const a1 = await create(h.admin, 'aliases', { name: `${a}-1`, adiutoId: 1, permissions: [{ id: p1.id }, { id: p2.id }] });
    const a2 = await create(h.admin, 'aliases', { name: `${a}-2`, adiutoId: 2, permissions: [{ id: p2.id }] });
    const a3 = await create(h.admin, 'aliases', { name: `${a}-3`, adiutoId: 3, permissions: [] });
    const aliases = async (query: string) => ids(await h.admin.get(`api/aliases?name.contains=${a}&${query}`));
    expect(await aliases(`permissionsId.in=${p1.id}`)).toEqual([a1.id]);
    expect(await aliases(`permissionsId.in=${p2.id}`)).toEqual([a1.id, a2.id]);
    expect(await aliases(`permissionsId.equals=${p2.id}`)).toEqual([a1.id, a2.id]);
    expect(await aliases(`permissionsId.in=${p1.id},${p2.id}`)).toEqual([a1.id, a2.id]);
    expect(await aliases(`permissionsId.in=${p3.id}`)).toEqual([]);
    expect(await aliases('permissionsId.specified=false')).toEqual([a3.id]);
    expect(await aliases('permissionsId.specified=true')).toEqual([a1.id, a2.id]);
    expect(await aliases(`permissionsId.notIn=${p1.id}`)).toEqual([a2.id, a3.id]);
    // An alias linked to two matching permissions is listed and counted once.
    const counted = await h.admin.get(`api/aliases?name.contains=${a}&permissionsId.in=${p1.id},${p2.id}`);
    expect(counted.headers.get('x-total-count')).toBe('2');
  });

  it('answers 400 for unknown filters, operators and values', async () => {
    for (const query of [
      'foo=bar',
      'nothing.equals=1',
      'name.like=abc',
      'index.greaterThan=abc',
      'index.contains=1',
      'id.in=1,x',
      'id.equals=',
      'type.equals=NOPE',
      'parentId.equals=abc',
      'parentId.contains=1',
      'parent.equals=1',
      'css.equals=abc',
      'link.specified=maybe',
    ]) {
      const res = await h.admin.get(`api/pages?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.status, query).toBe(400);
    }
    for (const query of ['read.equals=yes', 'read.greaterThan=true']) expect((await h.admin.get(`api/permissions?${query}`)).status, query).toBe(400);
  });
});

describe('eager', () => {
  it('returns related entities whole with eager=true and as {id, label} without', async () => {
    const page = await create(h.admin, 'pages', {
      name: unique('eager'),
      template: { id: related.template.id },
      parent: { id: related.page.id },
    });
    const lazy = await h.admin.get(`api/pages?id.equals=${page.id}`);
    expect(lazy.body[0].template).toEqual({ id: related.template.id, name: related.template.name });
    expect(lazy.body[0].parent).toEqual({ id: related.page.id, name: related.page.name });

    const eager = await h.admin.get(`api/pages?id.equals=${page.id}&eager=true`);
    expect(eager.body[0].template).toMatchObject({ id: related.template.id, name: related.template.name, row: 2, col: 3 });
    // The parent comes whole, its own relations as ids.
    expect(eager.body[0].parent).toMatchObject({ id: related.page.id, name: related.page.name, type: 'PAGE', template: { id: related.template.id } });
    expect(eager.body[0].parent.template).toEqual({ id: related.template.id });
    const one = await h.admin.get(`api/pages/${page.id}?eager=true`);
    expect(one.body).toEqual(eager.body[0]);

    const alias = await create(h.admin, 'aliases', { name: unique('eager'), adiutoId: 5, permissions: related.permissions.map((p) => ({ id: p.id })) });
    const aliases = await h.admin.get(`api/aliases?id.equals=${alias.id}&eager=true`);
    expect(aliases.body[0].permissions).toEqual(
      related.permissions.map((p) => ({ id: p.id, name: p.name, type: p.type, adiutoId: p.adiutoId, create: p.create, read: p.read, update: p.update, delete: p.delete })),
    );
    expect(alias.permissions).toEqual(related.permissions.map((p) => ({ id: p.id, name: p.name })));
  });
});

describe('freshness', () => {
  it('lists rows written by another connection to the same database at once', async () => {
    const name = unique('outside');
    const before = await h.admin.get(`api/widget-types?name.equals=${name}`);
    expect(before.body).toEqual([]);
    const { dialect, databaseUrl } = h.server;
    if (dialect === 'postgres') {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('insert into widget_type (name) values ($1)', [name]);
      await client.end();
    } else {
      const { default: SQLite } = await import('better-sqlite3');
      const db = new SQLite(databaseUrl.slice('sqlite:'.length));
      db.prepare('insert into widget_type (name) values (?)').run(name);
      db.close();
    }
    const after = await h.admin.get(`api/widget-types?name.equals=${name}`);
    expect(names(after)).toEqual([name]);
    expect(after.headers.get('x-total-count')).toBe('1');
  });

  it('shows each write in the next list', async () => {
    const row = await create(h.admin, 'widget-types', { name: unique('fresh') });
    const query = `api/widget-types?id.equals=${row.id}`;
    expect(names(await h.admin.get(query))).toEqual([row.name]);
    await h.admin.patch(`api/widget-types/${row.id}`, { id: row.id, name: `${row.name}-2` });
    expect(names(await h.admin.get(query))).toEqual([`${row.name}-2`]);
    await h.admin.delete(`api/widget-types/${row.id}`);
    expect((await h.admin.get(query)).body).toEqual([]);
  });
});

describe('the list convention on every list (spec 000 §7.1)', () => {
  /** What each list sorts by in this test: id where its rows have one. */
  const SORT_FIELD: Record<string, string> = { '/api/admin/retries-statistics': 'name' };

  it('answers page, size, sort and cacheBuster on each list, sorted as asked', async () => {
    // Something in the outbox and the retry statistics, so that their orders are seen.
    await h.admin.post('api/admin/users', { login: unique('listed').toLowerCase(), email: `${unique('listed').toLowerCase()}@example.com` });
    await h.admin.get('api/admin/users');
    const found = await listAddresses(h.admin, h.anonymous);
    for (const must of ['/api/admin/mail-outbox', '/api/admin/retries-statistics', '/api/admin/users', '/api/documentlibrary/documents', '/api/composer/pages-public', '/api/pages', '/api/widget-types'])
      expect(found).toContain(must);
    for (const path of found) {
      const field = SORT_FIELD[path] ?? 'id';
      const res = await h.admin.get(`${path.slice(1)}?page=0&size=5&sort=${field},desc&cacheBuster=123`);
      expect(res.status, `${path}: ${res.text}`).toBe(200);
      expect(Number(res.headers.get('x-total-count')), path).toBeGreaterThanOrEqual(0);
      const rows = res.body as Record<string, unknown>[];
      expect(rows.length, path).toBeLessThanOrEqual(5);
      const values = rows.map((r) => r[field]);
      expect(values, path).toEqual([...values].sort((a, b) => (a! < b! ? 1 : a! > b! ? -1 : 0)));
    }
  });

  it('refuses an unknown sort field with a 400 that names it and the fields it sorts by', async () => {
    for (const path of await listAddresses(h.admin, h.anonymous)) {
      const res = await h.admin.get(`${path.slice(1)}?sort=nosuchfield,desc`);
      expect(res.status, `${path}: ${res.text}`).toBe(400);
      expect(res.body.detail, path).toContain('"nosuchfield,desc"');
      expect(res.body.detail, path).toContain('the fields to sort by are');
      expect(res.body.detail, path).toContain(SORT_FIELD[path] ?? 'id');
    }
  });
});
