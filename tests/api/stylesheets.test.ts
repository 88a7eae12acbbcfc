import { describe, expect, it } from 'vitest';
import { unique, useServer } from './client.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

const CSS = Buffer.from('.secret-board { color: red; }').toString('base64');

/** api/composer/css/{page|widget}/{id} answers exactly who may see the page (and the widget), as api/composer/pages/{id} does. */
describe('the stylesheets of pages and widgets follow who may see them', () => {
  const h = useServer();

  const createPage = async (body: Record<string, unknown>) => {
    const res = await h.admin.post('api/pages', { type: 'PAGE', css: CSS, cssContentType: 'text/css', ...body });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };
  /** Both answers for one visitor: the page's and its stylesheet's statuses. */
  const statuses = async (api: typeof h.user, id: number) => [(await api.get(`api/composer/pages/${id}`)).status, (await api.get(`api/composer/css/page/${id}`)).status];

  it('a private page: 401 for guests, the stylesheet for signed-in accounts', async () => {
    const id = await createPage({ name: unique('Private'), scope: 'PRIVATE' });
    expect(await statuses(h.anonymous, id)).toEqual([401, 401]);
    expect(await statuses(h.user, id)).toEqual([200, 200]);
    const css = await h.user.get(`api/composer/css/page/${id}`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.text).toContain('.secret-board');
  });

  it('a page whose check the visitor fails, or under one: 404, as for the page', async () => {
    const board = await createPage({ name: unique('Board'), scope: 'PRIVATE', permissionChecks: '"ROLE_ADMIN" in user.roles' });
    const child = await createPage({ name: unique('Board child'), scope: 'PRIVATE', parent: { id: board } });
    const membersOnly = await createPage({ name: unique('Members'), scope: 'PUBLIC', permissionChecks: 'user.authenticated' });
    expect(await statuses(h.user, board)).toEqual([404, 404]);
    expect(await statuses(h.user, child)).toEqual([404, 404]);
    expect(await statuses(h.admin, child)).toEqual([200, 200]);
    expect(await statuses(h.anonymous, membersOnly)).toEqual([404, 404]);
    expect(await statuses(h.user, membersOnly)).toEqual([200, 200]);
    // A public page anyone may see keeps its stylesheet public.
    expect(await statuses(h.anonymous, await createPage({ name: unique('Open'), scope: 'PUBLIC' }))).toEqual([200, 200]);
  });

  it("a widget's stylesheet: for those shown the widget on its page", async () => {
    const widgets = (await h.admin.get('api/widgets?size=1000')).body as any[];
    const pages = (await h.admin.get('api/pages?size=1000')).body as any[];
    const onPrivate = widgets.find((w) => pages.find((p) => p.id === w.page?.id)?.scope === 'PRIVATE');
    expect(onPrivate).toBeTruthy();
    const patched = await h.admin.patch(`api/widgets/${onPrivate.id}`, { id: onPrivate.id, css: CSS, cssContentType: 'text/css' });
    expect(patched.status, patched.text).toBe(200);
    expect((await h.anonymous.get(`api/composer/css/widget/${onPrivate.id}`)).status).toBe(401);
    expect((await h.user.get(`api/composer/css/widget/${onPrivate.id}`)).status).toBe(200);

    const hidden = await h.admin.patch(`api/widgets/${onPrivate.id}`, { id: onPrivate.id, permissionChecks: '"ROLE_ADMIN" in user.roles' });
    expect(hidden.status, hidden.text).toBe(200);
    expect((await h.user.get(`api/composer/css/widget/${onPrivate.id}`)).status).toBe(404);
    expect((await h.admin.get(`api/composer/css/widget/${onPrivate.id}`)).status).toBe(200);
  });
});
