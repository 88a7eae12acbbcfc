import { describe, expect, it } from 'vitest';
import { fieldErrors, unique, useServer } from './client.js';
import { at, pageHelpers } from './page-helpers.js';
import { withDatabase } from '../support/sql.js';
import { compileCheck } from '../../src/shared/permission-checks.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

/** Page and widget management (spec 001 §7, docs/http-api.md#pages-and-widgets), on one server. */
const h = useServer();
const { insert, root, children, pageTable, types, placementRefused, richText, indexesRefused, createTag, preview } = pageHelpers(h);

describe('page and widget management: inserting and moving a page', () => {
  it('inserts a page at its index among its siblings, shifting those at and after it; without one or beyond the end, last', async () => {
    const parent = await root();
    const under = (name: string, index?: number) => insert({ name, parent: { id: parent }, ...(index === undefined ? {} : { index }) });
    await under('a', 0);
    await under('b', 0);
    await under('c', 1);
    await under('d');
    await under('e', 99);
    expect(await children(parent)).toEqual(['b:0', 'c:1', 'a:2', 'd:3', 'e:4']);

    const res = await h.admin.post('api/pages/increment', { name: 'f', scope: 'PRIVATE', parent: { id: parent }, index: 1 });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/pages/${res.body.id}`);
    expect(res.headers.get('app-alert')).toBe('portico.page.created');
    expect(res.headers.get('app-params')).toBe(String(res.body.id));
    expect(res.body).toMatchObject({ name: 'f', index: 1, parent: { id: parent }, scope: 'PRIVATE' });
    expect(await children(parent)).toEqual(['b:0', 'f:1', 'c:2', 'a:3', 'd:4', 'e:5']);

    // The body rules of POST api/pages.
    const before = await pageTable();
    expect(fieldErrors(await h.admin.post('api/pages/increment', { index: 0 }))).toEqual(['name:NotNull']);
    expect((await h.admin.post('api/pages/increment', { id: 5, name: 'x' })).body.message).toBe('error.idexists');
    expect((await h.admin.post('api/pages/increment', [])).status).toBe(400);
    expect(fieldErrors(await h.admin.post('api/pages/increment', { name: 'x', parent: { id: 99_999_999 } }))).toEqual(['parent:NotFound']);
    expect(await pageTable()).toEqual(before);
  });

  it('keeps paths unique per scope and parents in the page\'s scope, on every page write', async () => {
    const path = unique('path');
    const first = await insert({ name: 'first', path });
    const again = await h.admin.post('api/pages', { name: 'again', path, scope: 'PRIVATE' });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors).toEqual([{ objectName: 'page', field: 'path', message: 'Unique' }]);
    expect(again.body.detail).toBe(`The path "${path}" is already used by page ${first} among the PRIVATE pages`);
    expect(fieldErrors(await h.admin.post('api/pages/increment', { name: 'again', path, scope: 'PRIVATE' }))).toEqual(['path:Unique']);
    // Another scope may use it.
    const open = await insert({ name: 'public twin', path, scope: 'PUBLIC' });
    const moved = await h.admin.patch(`api/pages/${open}`, { id: open, scope: 'PRIVATE' });
    expect(fieldErrors(moved)).toEqual(['path:Unique']);

    const publicRoot = await root('PUBLIC');
    const wrongScope = await h.admin.post('api/pages/increment', { name: 'x', scope: 'PRIVATE', parent: { id: publicRoot } });
    expect(fieldErrors(wrongScope)).toEqual(['parent:Scope']);
    expect(wrongScope.body.detail).toContain('in its own scope');
  });

  it('moves a page through PUT api/pages/{id}: its old siblings close up, its new ones make room; a cycle is a 409', async () => {
    const [left, right] = [await root(), await root()];
    const ids: Record<string, number> = {};
    for (const name of ['a', 'b', 'c']) ids[name] = await insert({ name, parent: { id: left } });
    for (const name of ['x', 'y']) ids[name] = await insert({ name, parent: { id: right } });
    const page = (await h.admin.get(`api/pages/${ids.a}`)).body;
    const res = await h.wadmin.put(`api/pages/${ids.a}`, { ...page, parent: { id: right }, index: 1 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ parent: { id: right }, index: 1, lastModifiedBy: 'wadmin' });
    expect(await children(left)).toEqual(['b:0', 'c:1']);
    expect(await children(right)).toEqual(['x:0', 'a:1', 'y:2']);
    // Within its group, a new index is a move too.
    const x = (await h.admin.get(`api/pages/${ids.x}`)).body;
    expect((await h.admin.put(`api/pages/${ids.x}`, { ...x, index: 7 })).status).toBe(200);
    expect(await children(right)).toEqual(['a:0', 'y:1', 'x:2']);

    const before = await pageTable();
    const under = await h.admin.patch(`api/pages/${right}`, { id: right, parent: { id: ids.a } });
    expect(under.status).toBe(409);
    expect(under.body).toMatchObject({ message: 'error.page.cycle', detail: `Page ${right} cannot go under page ${ids.a}, which is below it: that would make a cycle` });
    const self = await h.admin.patch(`api/pages/${ids.y}`, { id: ids.y, parent: { id: ids.y } });
    expect(self.status).toBe(409);
    expect(self.body.detail).toBe(`Page ${ids.y} cannot be its own parent`);
    // A page with subpages keeps its scope: they would be left under a page of another scope.
    const scope = await h.admin.patch(`api/pages/${right}`, { id: right, scope: 'PUBLIC' });
    expect(scope.status).toBe(409);
    expect(scope.body.message).toBe('error.page.hassubpages');
    expect(await pageTable()).toEqual(before);
  });
});

describe('page and widget management: page fields and bulk placements', () => {
  it('takes the page fields of the specification, expanded included, and keeps expanded out of what it stores', async () => {
    const parent = await root();
    const id = await insert({ name: 'open', parent: { id: parent }, expanded: true });
    const res = await h.admin.put(`api/pages/${id}`, { id, name: 'opened', index: 0, parent: { id: parent }, scope: 'PRIVATE', expanded: false });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'opened', index: 0, parent: { id: parent }, scope: 'PRIVATE' });
    expect(res.body).not.toHaveProperty('expanded');
    expect((await h.admin.patch(`api/pages/${id}`, { id, expanded: true })).status).toBe(200);
    const stored = (await h.admin.get(`api/pages/${id}`)).body;
    expect(stored.name).toBe('opened');
    expect(stored).not.toHaveProperty('expanded');
    expect(fieldErrors(await h.admin.put(`api/pages/${id}`, { id, name: 'opened', expanded: 'open' }))).toEqual(['expanded:TypeMismatch']);
    // Not a field: lists are not sorted by it.
    expect((await h.admin.get('api/pages?sort=expanded,asc')).status).toBe(400);
  });

  it('applies a bulk placement in one transaction, closing up every group it touches', async () => {
    const [left, right] = [await root(), await root()];
    const ids: Record<string, number> = {};
    for (const name of ['a', 'b', 'c', 'd']) ids[name] = await insert({ name, parent: { id: left } });
    for (const name of ['x', 'y']) ids[name] = await insert({ name, parent: { id: right } });
    const place = (...placements: [string, number | null, number][]) =>
      h.admin.put('api/pages', placements.map(([name, parent, index]) => ({ id: ids[name], parent: parent === null ? null : { id: parent }, index })));

    // A page moved down ends at the position asked for; the others keep their order around it.
    const down = await place(['a', left, 2]);
    expect(down.status, down.text).toBe(200);
    expect(await children(left)).toEqual(['b:0', 'c:1', 'a:2', 'd:3']);
    // The answer: the scope's pages in index order.
    expect(down.body.every((p: any) => p.scope === 'PRIVATE')).toBe(true);
    expect(down.body.map((p: any) => p.id)).toEqual(expect.arrayContaining([ids.a, ids.b, left, right]));
    const indexes = down.body.filter((p: any) => p.parent?.id === left).map((p: any) => p.index);
    expect(indexes).toEqual([0, 1, 2, 3]);

    // A whole group's new order.
    expect((await place(['d', left, 0], ['c', left, 1], ['b', left, 2], ['a', left, 3])).status).toBe(200);
    expect(await children(left)).toEqual(['d:0', 'c:1', 'b:2', 'a:3']);
    // A move to another parent, and to the scope's root.
    expect((await place(['c', right, 1], ['d', null, 0])).status).toBe(200);
    expect(await children(left)).toEqual(['b:0', 'a:1']);
    expect(await children(right)).toEqual(['x:0', 'c:1', 'y:2']);
    const roots = (await h.admin.get('api/pages?scope.equals=PRIVATE&parentId.specified=false&sort=index,asc&size=10000')).body;
    expect(roots[0].id).toBe(ids.d);
    expect(roots.map((p: any) => p.index)).toEqual(roots.map((_: any, i: number) => i));
  });

  it('refuses a bulk placement that names an unknown page, makes a cycle or is malformed, and changes nothing', async () => {
    const parent = await root();
    const publicRoot = await root('PUBLIC');
    const a = await insert({ name: 'a', parent: { id: parent } });
    const b = await insert({ name: 'b', parent: { id: a } });
    const before = await pageTable();
    // A valid move first, then an unknown page: the move is not kept either.
    expect((await placementRefused([{ id: a, parent: null, index: 0 }, { id: 99_999_999, parent: null, index: 0 }], 404)).body.detail).toBe('Page 99999999 does not exist');
    const loop = await placementRefused([{ id: parent, parent: { id: b }, index: 0 }], 409);
    expect(loop.body.message).toBe('error.page.cycle');
    // Two moves that close a loop only together.
    await placementRefused([{ id: a, parent: { id: parent }, index: 0 }, { id: parent, parent: { id: a }, index: 0 }], 409);
    expect(fieldErrors(await placementRefused([{ id: a, parent: { id: publicRoot }, index: 0 }], 400))).toEqual(['parent:Scope']);
    expect(fieldErrors(await placementRefused([{ id: a, parent: { id: 99_999_999 }, index: 0 }], 400))).toEqual(['parent:NotFound']);
    expect(fieldErrors(await placementRefused([{ id: a, parent: null, index: 0 }, { id: a, parent: null, index: 1 }], 400))).toEqual(['id:Unique']);
    // A list's mistakes name the entry and its field.
    const page = await placementRefused([{ id: a, parent: null, index: 0, name: 'x' }], 400);
    expect(fieldErrors(page)).toEqual(['0.name:Unknown']);
    expect(page.body.detail).toBe('0.name: Unknown');
    expect(fieldErrors(await placementRefused([{ id: a, parent: null, index: 0 }, { id: b, index: -1 }], 400))).toEqual(['1.index:Min', '1.parent:NotNull']);
    for (const body of [{}, [], 'x', [{ id: a, index: 0 }], [{ id: a, parent: null, index: -1 }], [{ id: 'a', parent: null, index: 0 }], [{ id: a, parent: null, index: 0, name: 'x' }], [{ id: a, parent: { id: 0 }, index: 0 }]])
      await placementRefused(body, 400);
    expect(await pageTable()).toEqual(before);
  });
});

describe('page and widget management: deleting pages and ordering widgets', () => {
  it('deletes a page with its widgets and tags, its following siblings moving up; refuses one with subpages', async () => {
    const parent = await root();
    const ids: Record<string, number> = {};
    for (const name of ['a', 'b', 'c']) ids[name] = await insert({ name, parent: { id: parent } });
    await insert({ name: 'under c', parent: { id: ids.c } });
    const { 'rich-text': text } = await types();
    const widget = (await h.admin.post('api/widgets', { title: 'w', conf: JSON.stringify({ layout: at(0, 0, 6), html: 'x' }), page: { id: ids.a }, type: { id: text } })).body.id;
    const tag = (await h.admin.post('api/tags', { entityType: 'page', entityId: ids.a, name: 'gone' })).body.id;
    const widgetTag = (await h.admin.post('api/tags', { entityType: 'widget', entityId: widget, name: 'gone' })).body.id;

    const res = await h.admin.put(`api/pages/${ids.a}/decrement`, {});
    expect(res.status, res.text).toBe(204);
    expect(res.headers.get('app-alert')).toBe('portico.page.deleted');
    expect(await children(parent)).toEqual(['b:0', 'c:1']);
    for (const gone of [`api/pages/${ids.a}`, `api/widgets/${widget}`, `api/tags/${tag}`, `api/tags/${widgetTag}`]) expect((await h.admin.get(gone)).status, gone).toBe(404);

    const before = await pageTable();
    const refused = await h.admin.put(`api/pages/${ids.c}/decrement`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'error.page.hassubpages', detail: `Page ${ids.c} has 1 subpage: move or delete it first, then delete the page` });
    expect((await h.admin.put('api/pages/99999999/decrement', {})).status).toBe(404);
    expect((await h.admin.put('api/pages/abc/decrement', {})).status).toBe(400);
    expect(await pageTable()).toEqual(before);
  });

  it('orders widgets by index, and sets their indexes and layouts together, checked against their type\'s schema', async () => {
    const { 'rich-text': text, 'document-list': list } = await types();
    const pageId = await insert({ name: unique('widgets') });
    const otherPage = await insert({ name: unique('other') });
    const widget = (title: string, page = pageId) => richText(text, page, title);
    const [a, b, c] = [await widget('a'), await widget('b'), await widget('c')];
    const elsewhere = await widget('elsewhere', otherPage);
    // A new widget without an index comes last.
    expect([a.index, b.index, c.index, elsewhere.index]).toEqual([0, 1, 2, 0]);
    const listed = async () => (await h.admin.get(`api/widgets?page=0&size=10000&pageId.equals=${pageId}`)).body.map((w: any) => `${w.title}:${w.index}`);
    expect(await listed()).toEqual(['a:0', 'b:1', 'c:2']);

    const res = await h.wadmin.put(`api/widgets/indexes?pageId=${pageId}`, [
      { id: c.id, index: 0, layout: at(0, 0, 12, 2) },
      { id: a.id, index: 1, layout: at(0, 2, 6) },
      { id: b.id, index: 2, layout: { x: 6, y: 2, w: 6 } },
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((w: any) => w.title)).toEqual(['c', 'a', 'b']);
    expect(JSON.parse(res.body[2].conf)).toEqual({ layout: { x: 6, y: 2, w: 6 }, html: 'b' });
    expect(res.body[0]).toMatchObject({ lastModifiedBy: 'wadmin' });
    expect(await listed()).toEqual(['c:0', 'a:1', 'b:2']);
    // The runtime shows them in that order.
    const runtime = await h.user.get(`api/composer/pages/${pageId}?eager=true`);
    expect(runtime.body.widgets.map((w: any) => w.title)).toEqual(['c', 'a', 'b']);

    const before = (await h.admin.get('api/widgets?size=10000&sort=id,asc')).body;
    const q = `?pageId=${pageId}`;
    expect(fieldErrors(await indexesRefused(q, [{ id: a.id, index: 0, layout: at(0, 0, 6) }, { id: elsewhere.id, index: 1, layout: at(0, 0, 6) }], 400))).toEqual(['page:NotFound']);
    expect((await indexesRefused(q, [{ id: a.id, index: 0, layout: at(0, 0, 6) }, { id: 99_999_999, index: 1, layout: at(0, 0, 6) }], 404)).body.detail).toBe('Widget 99999999 does not exist');
    await indexesRefused('?pageId=99999999', [{ id: a.id, index: 0, layout: at(0, 0, 6) }], 404);
    expect(fieldErrors(await indexesRefused(q, [{ id: a.id, index: 0, layout: at(0, 0, 13) }], 400))).toEqual(['0.layout:Max']);
    const unplaced = await indexesRefused(q, [{ id: a.id, index: 0 }, { id: a.id, index: 1 }], 400);
    expect(unplaced.body.detail).toBe('0.layout: NotNull; 1.layout: NotNull');
    expect(fieldErrors(unplaced)).toEqual(['0.layout:NotNull', '1.layout:NotNull']);
    for (const [query, body] of [
      ['', [{ id: a.id, index: 0, layout: at(0, 0, 6) }]],
      ['?pageId=abc', [{ id: a.id, index: 0, layout: at(0, 0, 6) }]],
      [q, []],
      [q, {}],
      [q, [{ id: a.id, index: 0 }]],
      [q, [{ id: a.id, index: 0, layout: { x: 0, y: 0, w: 6, z: 1 } }]],
      [q, [{ id: a.id, index: 0, layout: at(0, 0, 6) }, { id: a.id, index: 1, layout: at(0, 0, 6) }]],
    ] as const)
      await indexesRefused(query, body, 400);

    // A configuration the type's schema refuses (stored before the rules, here written directly) refuses the whole list.
    const broken = await widget('broken');
    await withDatabase(h.server, (db) => db.updateTable('widget').set({ conf: JSON.stringify({ layout: at(0, 0, 6) }), type_id: list }).where('id', '=', broken.id).execute());
    const beforeBroken = (await h.admin.get('api/widgets?size=10000&sort=id,asc')).body;
    const schema = await indexesRefused(q, [{ id: a.id, index: 3, layout: at(0, 0, 4) }, { id: broken.id, index: 0, layout: at(0, 0, 6) }], 400);
    expect(fieldErrors(schema)).toEqual(['conf.fam:NotNull', 'conf.list:NotNull']);
    expect((await h.admin.get('api/widgets?size=10000&sort=id,asc')).body).toEqual(beforeBroken);
    expect(beforeBroken.filter((w: any) => w.id !== broken.id)).toEqual(before);
  });
});

describe('page and widget management: widget configurations, tags and permission checks', () => {
  it("checks a list's phone columns as the rest of its configuration: field ids, each once", async () => {
    const { 'document-list': list } = await types();
    const page = await insert({ name: unique('phone') });
    const create = (phoneColumns: unknown) =>
      h.admin.post('api/widgets', { title: 'List', conf: JSON.stringify({ layout: at(0, 0, 12), fam: 'invoices', columns: [1, 2, 6], phoneColumns }), page: { id: page }, type: { id: list } });
    const count = async () => (await h.admin.get(`api/widgets?size=100&pageId.equals=${page}`)).body.length;
    for (const [phoneColumns, error] of [
      [['1'], 'conf.phoneColumns.0:TypeMismatch'],
      [[0], 'conf.phoneColumns.0:Min'],
      [[6, 6], 'conf.phoneColumns:uniqueItems'],
      [6, 'conf.phoneColumns:TypeMismatch'],
    ] as const) {
      const res = await create(phoneColumns);
      expect(res.status, res.text).toBe(400);
      expect(fieldErrors(res)).toEqual([error]);
    }
    expect(await count()).toBe(0);
    expect((await create([1, 6])).status).toBe(201);
  });

  it('keeps tags by entity type and id, and answers a type\'s distinct tag names at api/tags/{type}', async () => {
    const [p1, p2] = [await root(), await root()];
    const type = unique('T').replace(/-/g, '_');
    const first = await createTag({ entityType: type, entityId: p1, name: 'urgent' });
    await createTag({ entityType: type, entityId: p1, name: 'hr' });
    await createTag({ entityType: type, entityId: p2, name: 'urgent' });
    await createTag({ entityType: `${type}x`, entityId: p2, name: 'other' });

    expect((await h.wadmin.get(`api/tags/${type}`)).body).toEqual(['hr', 'urgent']);
    expect((await h.admin.get('api/tags/nothing_tagged')).body).toEqual([]);
    expect((await h.admin.get(`api/tags/${first.id}`)).body).toEqual(first);
    expect((await h.admin.get('api/tags/99999999')).status).toBe(404);
    for (const key of ['99999999999', '-1', 'a%20b', '_x']) expect((await h.admin.get(`api/tags/${key}`)).status, key).toBe(400);

    const ofType = await h.admin.get(`api/tags?entityType.equals=${type}`);
    expect(ofType.body.map((t: any) => `${t.entityId}:${t.name}`)).toEqual([`${p1}:urgent`, `${p1}:hr`, `${p2}:urgent`]);
    // The spec's address ends with a slash.
    const ofPage = await h.admin.get(`api/tags/?entityType.equals=${type}&entityId.equals=${p1}`);
    expect(ofPage.status, ofPage.text).toBe(200);
    expect(ofPage.body.map((t: any) => t.name)).toEqual(['urgent', 'hr']);

    expect(fieldErrors(await h.admin.post('api/tags', { entityType: type, entityId: p1, name: 'hr' }))).toEqual(['name:Unique']);
    expect(fieldErrors(await h.admin.post('api/tags', { entityType: '12', entityId: p1, name: 'x' }))).toEqual(['entityType:Pattern']);
    expect((await h.user.get(`api/tags/${type}`)).status).toBe(403);
    expect((await h.anonymous.get(`api/tags/${type}`)).status).toBe(401);
  });

  it('refuses a page or widget permission check that does not compile, with the compiler\'s words at the field, and stores nothing', async () => {
    const { 'rich-text': text } = await types();
    const broken = '"ROLE_USER" in user.roles &&';
    const problem = compileCheck(broken);
    expect(problem.ok).toBe(false);
    const refusal = (res: { status: number; text: string; body: any }) => {
      expect(res.status, res.text).toBe(400);
      expect(res.body.fieldErrors).toEqual([expect.objectContaining({ field: 'permissionChecks', message: 'PermissionCheck', detail: (problem as { problem: string }).problem })]);
    };
    const before = await pageTable();
    refusal(await h.admin.post('api/pages/increment', { name: unique('bad'), scope: 'PRIVATE', permissionChecks: broken }));
    refusal(await h.admin.post('api/pages', { name: unique('bad'), scope: 'PRIVATE', permissionChecks: broken }));
    expect(await pageTable()).toEqual(before);

    const id = await insert({ name: unique('checked'), permissionChecks: 'user.authenticated' });
    const page = (await h.admin.get(`api/pages/${id}`)).body;
    refusal(await h.admin.put(`api/pages/${id}`, { ...page, permissionChecks: broken }));
    const sum = await h.admin.put(`api/pages/${id}`, { ...page, permissionChecks: '1 + 2' });
    expect(sum.status).toBe(400);
    expect(sum.body.fieldErrors[0]).toMatchObject({ field: 'permissionChecks', detail: 'a check must be true or false, not int' });
    expect((await h.admin.get(`api/pages/${id}`)).body.permissionChecks).toBe('user.authenticated');

    const widgetBody = { title: 'w', conf: JSON.stringify({ layout: at(0, 0, 6), html: 'w' }), page: { id }, type: { id: text } };
    refusal(await h.admin.post('api/widgets', { ...widgetBody, permissionChecks: broken }));
    expect((await h.admin.get(`api/widgets?pageId.equals=${id}`)).body).toEqual([]);
    const widget = await h.admin.post('api/widgets', { ...widgetBody, permissionChecks: '"ROLE_ADMIN" in user.roles' });
    expect(widget.status, widget.text).toBe(201);
    refusal(await h.admin.put(`api/widgets/${widget.body.id}`, { ...widget.body, permissionChecks: broken }));
    expect((await h.admin.get(`api/widgets/${widget.body.id}`)).body.permissionChecks).toBe('"ROLE_ADMIN" in user.roles');
    // An empty check lets everyone through and is taken.
    expect((await h.admin.put(`api/widgets/${widget.body.id}`, { ...widget.body, permissionChecks: '' })).status).toBe(200);
  });
});

describe('page and widget management: previews, who changed what, and who may call', () => {
  it('previews a page as a guest, a user or an administrator would get it', async () => {
    const { 'rich-text': text } = await types();
    const conf = (html: string) => JSON.stringify({ layout: at(0, 0, 6), html });
    const open = await insert({ name: unique('open'), scope: 'PUBLIC' });
    const closed = await insert({ name: unique('closed'), scope: 'PRIVATE' });
    const board = await insert({ name: unique('board'), scope: 'PRIVATE', permissionChecks: '"ROLE_ADMIN" in user.roles' });
    const widget = async (page: number, title: string, permissionChecks?: string) =>
      (await h.admin.post('api/widgets', { title, conf: conf(title), page: { id: page }, type: { id: text }, permissionChecks })).body.id as number;
    const everyone = await widget(open, 'everyone');
    const guests = await widget(open, 'guests', '!user.authenticated');
    const users = await widget(open, 'users', '"ROLE_USER" in user.roles');
    const readers = await widget(open, 'contract readers', '"contracts" in can.read');
    await widget(closed, 'inside');

    const widgetIds = (p: any) => p.page.widgets.map((w: any) => w.id);
    const guest = await preview(open, 'GUEST');
    expect(widgetIds(guest)).toEqual([everyone, guests, readers]);
    // Exactly what the runtime answers that visitor.
    expect(guest.page).toEqual((await h.anonymous.get(`api/composer/pages/${open}?eager=true`)).body);
    expect(guest.context).toEqual({
      user: { login: '', roles: [], authenticated: false, langKey: '' },
      site: { name: 'Portico Demo', langs: ['en', 'it', 'fr', 'es', 'de'] },
      can: { read: ['contracts'], create: ['contact-requests'], update: [], delete: [] },
    });
    const user = await preview(open, 'USER');
    expect(widgetIds(user)).toEqual([everyone, users]);
    expect(user.context.user).toEqual({ login: '', roles: ['ROLE_USER'], authenticated: true, langKey: 'en' });
    const admin = await preview(open, 'ADMIN', h.wadmin);
    expect(admin.context.user).toMatchObject({ login: 'wadmin', roles: ['ROLE_WADMIN'] });
    expect(admin.page).toEqual((await h.wadmin.get(`api/composer/pages/${open}?eager=true`)).body);

    expect((await preview(closed, 'GUEST')).page).toBeNull();
    expect((await preview(closed, 'USER')).page.widgets.map((w: any) => w.title)).toEqual(['inside']);
    expect((await preview(board, 'USER')).page).toBeNull();
    expect((await preview(board, 'ADMIN')).page).toMatchObject({ id: board });
    expect((await preview(board, 'ADMIN', h.wadmin)).page).toBeNull();

    expect((await h.admin.get('api/pages/99999999/preview?as=GUEST')).status).toBe(404);
    for (const query of ['', '?as=guest', '?as=ROOT', '?as=GUEST&x=1']) expect((await h.admin.get(`api/pages/${open}/preview${query}`)).status, query).toBe(400);
    expect((await h.user.get(`api/pages/${open}/preview?as=GUEST`)).status).toBe(403);
    expect((await h.anonymous.get(`api/pages/${open}/preview?as=GUEST`)).status).toBe(401);
  });

  it('keeps who changed a page or widget last and when, whatever the body says, on every write', async () => {
    const started = new Date().toISOString();
    const parent = await root();
    const res = await h.wadmin.post('api/pages', { name: 'stamped', scope: 'PRIVATE', parent: { id: parent }, index: 0, lastModifiedBy: 'mallory', lastModifiedDate: '2000-01-01T00:00:00.000Z' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.lastModifiedBy).toBe('wadmin');
    expect(res.body.lastModifiedDate >= started).toBe(true);
    const sibling = await insert({ name: 'sibling', parent: { id: parent }, index: 0 }, h.wadmin);
    expect((await h.admin.get(`api/pages/${res.body.id}`)).body).toMatchObject({ index: 1, lastModifiedBy: 'wadmin' });

    // The pages a bulk placement renumbers are the caller's writes too.
    expect((await h.admin.put('api/pages', [{ id: res.body.id, parent: { id: parent }, index: 0 }])).status).toBe(200);
    for (const id of [res.body.id, sibling]) expect((await h.admin.get(`api/pages/${id}`)).body.lastModifiedBy, String(id)).toBe('admin');
    const patched = await h.wadmin.patch(`api/pages/${sibling}`, { id: sibling, description: 'x', lastModifiedBy: 'mallory' });
    expect(patched.body.lastModifiedBy).toBe('wadmin');
    expect(patched.body.lastModifiedDate >= res.body.lastModifiedDate).toBe(true);

    const widgetRes = await h.wadmin.post('api/widgets', { title: 'w', conf: JSON.stringify({}), page: { id: parent }, type: { id: (await h.admin.post('api/widget-types', { name: unique('type') })).body.id } });
    expect(widgetRes.body).toMatchObject({ lastModifiedBy: 'wadmin', index: 0 });
    // The entity models say so: read-only values the server fills.
    const models = (await h.anonymous.get('api/entity-schemas')).body as any[];
    const page = models.find((m) => m.name === 'page');
    expect(page.fields.find((f: any) => f.name === 'lastModifiedBy')).toMatchObject({ readOnly: true, audit: 'lastModifiedBy' });
  });

  it('lets only site administrators use the calls', async () => {
    const id = await root();
    const calls: [string, string, unknown?][] = [
      ['POST', 'api/pages/increment', { name: 'x' }],
      ['PUT', 'api/pages', [{ id, parent: null, index: 0 }]],
      ['PUT', `api/pages/${id}/decrement`],
      ['GET', `api/pages/${id}/preview?as=GUEST`],
      ['PUT', `api/widgets/indexes?pageId=${id}`, [{ id: 1, index: 0, layout: at(0, 0, 6) }]],
      ['GET', 'api/tags/page'],
    ];
    for (const [method, path, body] of calls) {
      expect((await h.anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await h.user.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await h.admin.get(`api/pages/${id}`)).status).toBe(200);
  });
});
