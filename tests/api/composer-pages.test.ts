import { describe, expect, it } from 'vitest';
import { unique, useServer } from './client.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

const LIST = 'page=0&size=10000&sort=index,asc';

describe('the composer page trees', () => {
  const h = useServer();

  const createPage = async (body: Record<string, unknown>) => {
    const res = await h.admin.post('api/pages', { type: 'PAGE', ...body });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };

  it('lists public pages to everyone and private pages to signed-in accounts, by index', async () => {
    const open = await h.anonymous.get(`api/composer/pages-public?${LIST}&cacheBuster=${Date.now()}`);
    expect(open.status).toBe(200);
    expect(open.body.map((p: any) => p.name).slice(0, 2)).toEqual(['Welcome', 'Contacts']);
    expect(Number(open.headers.get('x-total-count'))).toBe(open.body.length);
    expect(open.body.every((p: any) => p.scope === 'PUBLIC')).toBe(true);
    expect(open.body[0]).not.toHaveProperty('permissionChecks');

    expect((await h.anonymous.get(`api/composer/pages-private?${LIST}`)).status).toBe(401);
    const closed = await h.user.get(`api/composer/pages-private?${LIST}`);
    expect(closed.status).toBe(200);
    const documents = closed.body.find((p: any) => p.name === 'Documents');
    const children = closed.body.filter((p: any) => p.parent?.id === documents.id);
    expect(children.map((p: any) => p.name)).toEqual(['Invoices', 'Contracts', expect.stringContaining('"it":"Richieste HR"')]);
    expect(children.map((p: any) => p.index)).toEqual([0, 1, 2]);
    expect(closed.body.find((p: any) => p.type === 'LINK')).toMatchObject({ name: 'Help', link: 'https://example.org/help' });
  });

  it('pages and sorts as asked, and refuses malformed parameters with 400', async () => {
    const all = (await h.user.get(`api/composer/pages-private?${LIST}`)).body;
    const second = await h.user.get('api/composer/pages-private?page=1&size=2&sort=index,asc');
    expect(second.body.map((p: any) => p.id)).toEqual(all.slice(2, 4).map((p: any) => p.id));
    const reversed = await h.user.get('api/composer/pages-private?size=10000&sort=index,desc');
    expect(reversed.body.map((p: any) => p.id)).toEqual([...all].reverse().map((p: any) => p.id));
    for (const q of ['size=0', 'size=10001', 'page=-1', 'sort=name,asc', 'other=1'])
      expect((await h.user.get(`api/composer/pages-private?${q}`)).status, q).toBe(400);
  });

  it('leaves out pages whose permission check the visitor fails, with everything under them', async () => {
    const name = unique('Board');
    const board = await createPage({ name, scope: 'PRIVATE', index: 50, permissionChecks: 'ROLE_ADMIN || ROLE_WADMIN' });
    const child = await createPage({ name: `${name} child`, scope: 'PRIVATE', index: 0, parent: { id: board } });
    const broken = await createPage({ name: `${name} broken`, scope: 'PRIVATE', index: 51, permissionChecks: 'ROLE_USER &&' });
    const guestOnly = await createPage({ name: `${name} guests`, scope: 'PUBLIC', index: 52, permissionChecks: 'guest' });
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
    const invoices = (await h.user.get(`api/composer/pages-private?${LIST}`)).body.find((p: any) => p.name === 'Invoices');
    const eager = await h.user.get(`api/composer/pages/${invoices.id}?eager=true`);
    expect(eager.status).toBe(200);
    expect(eager.body.template).toMatchObject({ name: 'Two columns', row: 2, col: 2 });
    expect((await h.user.get(`api/composer/pages/${invoices.id}`)).body.template).toEqual({ id: eager.body.template.id });
    expect((await h.anonymous.get(`api/composer/pages/${invoices.id}`)).status).toBe(401);
    expect((await h.user.get('api/composer/pages/99999999')).status).toBe(404);
    expect((await h.user.get('api/composer/pages/abc')).status).toBe(400);
  });
});
