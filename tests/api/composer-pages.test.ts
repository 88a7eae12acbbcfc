import { describe, expect, it } from 'vitest';
import { unique, useServer } from './client.js';
import { withDatabase } from '../support/sql.js';
import { translatedText } from '../../src/shared/translated-text.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

const LIST = 'page=0&size=10000&sort=index,asc';
/** A page's name in English (the demonstration names carry their translations). */
const english = (p: any) => translatedText(p.name, 'en');

/** Stores a permission check as a page or widget stored before checks were compiled on save may hold
 * one that does not parse: the API refuses such a check now (page-management.test.ts). */
const storeCheck = (server: Parameters<typeof withDatabase>[0], table: 'page' | 'widget', id: number, check: string) =>
  withDatabase(server, (db) => db.updateTable(table).set({ permission_checks: check }).where('id', '=', id).execute());

const h = useServer();

const createPage = async (body: Record<string, unknown>) => {
  const res = await h.admin.post('api/pages', { type: 'PAGE', ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
};

describe('the composer page trees', () => {
  it('lists public pages to everyone and private pages to signed-in accounts, by index', async () => {
    const open = await h.anonymous.get(`api/composer/pages-public?${LIST}&cacheBuster=${Date.now()}`);
    expect(open.status).toBe(200);
    expect(open.body.map(english).slice(0, 2)).toEqual(['Welcome', 'Contacts']);
    expect(Number(open.headers.get('x-total-count'))).toBe(open.body.length);
    expect(open.body.every((p: any) => p.scope === 'PUBLIC')).toBe(true);
    // A page's check travels with it, so that the client applies it again; pages that fail it never do.
    expect(open.body[0]).toHaveProperty('permissionChecks', null);

    expect((await h.anonymous.get(`api/composer/pages-private?${LIST}`)).status).toBe(401);
    const closed = await h.user.get(`api/composer/pages-private?${LIST}`);
    expect(closed.status).toBe(200);
    const documents = closed.body.find((p: any) => english(p) === 'Documents');
    const children = closed.body.filter((p: any) => p.parent?.id === documents.id);
    expect(children.map(english)).toEqual(['Invoices', 'Contracts', 'HR requests']);
    expect(children[2].name).toContain('"it":"Richieste HR"');
    expect(children.map((p: any) => p.index)).toEqual([0, 1, 2]);
    expect(closed.body.find((p: any) => p.type === 'LINK')).toMatchObject({ name: 'Help', link: 'https://example.org/help' });
  });

  it('pages and sorts as asked, and refuses malformed parameters with 400', async () => {
    const all = (await h.user.get(`api/composer/pages-private?${LIST}`)).body;
    const second = await h.user.get('api/composer/pages-private?page=1&size=2&sort=index,asc');
    expect(second.body.map((p: any) => p.id)).toEqual(all.slice(2, 4).map((p: any) => p.id));
    const reversed = await h.user.get('api/composer/pages-private?size=10000&sort=index,desc');
    expect(reversed.body.map((p: any) => p.id)).toEqual([...all].reverse().map((p: any) => p.id));
    const byName = await h.user.get('api/composer/pages-private?size=10000&sort=name,desc&cacheBuster=1');
    expect(byName.body.map((p: any) => p.id)).toEqual([...all].sort((a: any, b: any) => (a.name < b.name ? 1 : a.name > b.name ? -1 : b.id - a.id)).map((p: any) => p.id));
    for (const q of ['size=0', 'size=10001', 'page=-1', 'sort=colour,asc', 'sort=index,up', 'other=1'])
      expect((await h.user.get(`api/composer/pages-private?${q}`)).status, q).toBe(400);
  });

  it('leaves out pages whose permission check the visitor fails, with everything under them', async () => {
    const name = unique('Board');
    const board = await createPage({ name, scope: 'PRIVATE', index: 50, permissionChecks: '"ROLE_ADMIN" in user.roles || "ROLE_WADMIN" in user.roles' });
    const child = await createPage({ name: `${name} child`, scope: 'PRIVATE', index: 0, parent: { id: board } });
    const broken = await createPage({ name: `${name} broken`, scope: 'PRIVATE', index: 51 });
    await storeCheck(h.server, 'page', broken, '"ROLE_USER" in user.roles &&');
    const guestOnly = await createPage({ name: `${name} guests`, scope: 'PUBLIC', index: 52, permissionChecks: '!user.authenticated' });
    const namesFor = async (api: typeof h.user, scope: string) => (await api.get(`api/composer/pages-${scope}?${LIST}`)).body.map((p: any) => p.id);

    expect(await namesFor(h.user, 'private')).not.toContain(board);
    expect(await namesFor(h.user, 'private')).not.toContain(child);
    expect(await namesFor(h.wadmin, 'private')).toEqual(expect.arrayContaining([board, child]));
    // A check that does not parse lets nobody through.
    expect(await namesFor(h.admin, 'private')).not.toContain(broken);
    expect(await namesFor(h.anonymous, 'public')).toContain(guestOnly);
    expect(await namesFor(h.user, 'public')).not.toContain(guestOnly);

    expect((await h.user.get(`api/composer/pages/${child}`)).status).toBe(404);
    const read = await h.wadmin.get(`api/composer/pages/${child}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: child, parent: { id: board } });
  });

  it('reads one page, with its template when eager, 401 for private pages to guests', async () => {
    const invoices = (await h.user.get(`api/composer/pages-private?${LIST}`)).body.find((p: any) => english(p) === 'Invoices');
    const eager = await h.user.get(`api/composer/pages/${invoices.id}?eager=true`);
    expect(eager.status).toBe(200);
    expect(eager.body.template).toMatchObject({ name: 'Two columns', row: 2, col: 2 });
    expect((await h.user.get(`api/composer/pages/${invoices.id}`)).body.template).toEqual({ id: eager.body.template.id });
    expect((await h.anonymous.get(`api/composer/pages/${invoices.id}`)).status).toBe(401);
    expect((await h.user.get('api/composer/pages/99999999')).status).toBe(404);
    expect((await h.user.get('api/composer/pages/abc')).status).toBe(400);
  });
});

describe('the composer page trees: eager pages and what checks read', () => {
  it('serves an eager page with the widgets the visitor passes, their configurations and stylesheets', async () => {
    const types = (await h.admin.get('api/widget-types?size=100')).body as any[];
    const textType = types.find((t) => t.confSchema === 'rich-text');
    const name = unique('Mixed');
    const pageId = await createPage({ name, path: unique('mixed'), scope: 'PUBLIC', index: 60, css: Buffer.from('.x{color:red}').toString('base64'), cssContentType: 'text/css' });
    const widget = async (title: string, permissionChecks?: string) => {
      const res = await h.admin.post('api/widgets', { title, conf: JSON.stringify({ layout: { x: 0, y: 0, w: 6 }, html: title }), page: { id: pageId }, type: { id: textType.id }, permissionChecks, cssUrl: 'composer/css/page/1' });
      expect(res.status, res.text).toBe(201);
      return res.body.id as number;
    };
    const everyone = await widget('for everyone');
    const guests = await widget('guests only', '!user.authenticated');
    const users = await widget('users only', '"ROLE_USER" in user.roles');
    const readers = await widget('invoice readers', '"invoices" in can.read');
    const broken = await widget('broken');
    await storeCheck(h.server, 'widget', broken, 'user.roles +');

    const idsFor = async (api: typeof h.user) => {
      const res = await api.get(`api/composer/pages/${pageId}?eager=true`);
      expect(res.status, res.text).toBe(200);
      return res.body.widgets.map((w: any) => w.id);
    };
    expect(await idsFor(h.anonymous)).toEqual([everyone, guests]);
    expect(await idsFor(h.user)).toEqual([everyone, users, readers]);
    expect(await idsFor(h.wadmin)).toEqual([everyone, readers]);
    for (const api of [h.anonymous, h.user, h.admin]) expect(await idsFor(api)).not.toContain(broken);

    const eager = (await h.anonymous.get(`api/composer/pages/${pageId}?eager=true`)).body;
    expect(eager).toMatchObject({ id: pageId, scope: 'PUBLIC', stylesheets: [`/api/composer/css/page/${pageId}`], template: null });
    expect(eager.widgets[0]).toMatchObject({
      title: 'for everyone',
      conf: { layout: { x: 0, y: 0, w: 6 }, html: 'for everyone' },
      type: { id: textType.id, name: 'Rich text', confSchema: 'rich-text' },
      stylesheets: ['/api/composer/css/page/1'],
    });
    // Widgets are read by the administration only: the entity list is no way around the checks.
    expect((await h.user.get(`api/widgets?pageId.equals=${pageId}`)).status).toBe(403);
    expect((await h.anonymous.get(`api/widgets?pageId.equals=${pageId}`)).status).toBe(401);
  });

  it('answers what checks read about the visitor, as the server applies them', async () => {
    const guest = await h.anonymous.get('api/composer/check-context');
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({
      user: { login: '', roles: [], authenticated: false, langKey: '' },
      site: { name: 'Portico Demo', langs: ['en', 'it', 'fr', 'es', 'de'] },
      can: { read: ['contracts'], create: ['contact-requests'], update: [], delete: [] },
    });
    const user = (await h.user.get('api/composer/check-context')).body;
    expect(user.user).toEqual({ login: 'user', roles: ['ROLE_USER'], authenticated: true, langKey: 'en' });
    expect(user.can.read).toEqual(expect.arrayContaining(['invoices', 'contracts', 'hr-requests']));
    expect(user.can.delete).not.toContain('contracts');
  });
});

describe('the composer page trees: widget configurations', () => {
  it('checks widget configurations against their type\'s schema on every write, with the mistakes as field errors', async () => {
    const types = (await h.admin.get('api/widget-types?size=100')).body as any[];
    const list = types.find((t) => t.confSchema === 'document-list');
    const pageId = (await h.admin.post('api/pages', { name: unique('Conf'), scope: 'PRIVATE' })).body.id;
    const post = (conf: unknown) => h.admin.post('api/widgets', { title: 'w', conf: JSON.stringify(conf), page: { id: pageId }, type: { id: list.id } });
    const fields = async (conf: unknown) => {
      const res = await post(conf);
      expect(res.status, res.text).toBe(400);
      return res.body.fieldErrors.map((e: any) => `${e.field}:${e.message}`);
    };
    expect(await fields({ fam: 'invoices' })).toEqual(['conf.layout:NotNull']);
    expect(await fields({ layout: { x: 0, y: 0, w: 13 }, fam: 'invoices' })).toEqual(['conf.layout.w:Max']);
    expect(await fields({ layout: { x: 0, y: 0, w: 6 }, fam: 'invoices', selection: 'all' })).toEqual(['conf.selection:Enum']);
    expect(await fields({ layout: { x: 0, y: 0, w: 6 }, fam: 'invoices', colour: 'red' })).toEqual(['conf.colour:Unknown']);
    // A list shows a family or a value list: either names the field to fill in.
    expect(await fields({ layout: { x: 0, y: 0, w: 6 } })).toEqual(['conf.fam:NotNull', 'conf.list:NotNull']);
    expect(await fields([1, 2])).toEqual(['conf:TypeMismatch']);

    const good = await post({ layout: { x: 0, y: 0, w: 6 }, fam: 'invoices', actions: ['export'] });
    expect(good.status, good.text).toBe(201);
    // A partial update is checked as it leaves the widget, and a refused one changes nothing.
    const id = good.body.id;
    const patched = await h.admin.patch(`api/widgets/${id}`, { id, conf: JSON.stringify({ layout: { x: 0, y: 0, w: 6 } }) });
    expect(patched.status).toBe(400);
    expect(JSON.parse((await h.admin.get(`api/widgets/${id}`)).body.conf)).toMatchObject({ fam: 'invoices' });
  });

  it('refuses a widget type whose configuration schema does not exist', async () => {
    const res = await h.admin.post('api/widget-types', { name: unique('type'), confSchema: 'no-such-schema' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.fieldErrors).toEqual([expect.objectContaining({ field: 'confSchema', message: 'Enum' })]);
    expect((await h.admin.post('api/widget-types', { name: unique('type'), confSchema: 'links' })).status).toBe(201);
  });
});
