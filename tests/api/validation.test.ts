import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, unique, useServer } from './client.js';
import { create, createRelated, CSS_BASE64, entity, PNG_BASE64, type Related } from './entities.js';

/** The validation rules of spec §5, defaults, relations, conflicts, and that failed writes leave nothing. */
const h = useServer();
let related: Related;
beforeAll(async () => {
  related = await createRelated(h.admin);
});

const INT_MAX = 2_147_483_647;

describe('field rules', () => {
  it('reports each broken rule once, with objectName, field and message', async () => {
    const res = await h.admin.post('api/templates', { name: '', row: 'two', col: -1, cssUrl: 5 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, title: 'Method argument not valid', message: 'error.validation', path: '/api/templates' });
    expect(res.body.fieldErrors).toEqual(
      expect.arrayContaining([
        { objectName: 'template', field: 'name', message: 'Size' },
        { objectName: 'template', field: 'row', message: 'TypeMismatch' },
        { objectName: 'template', field: 'col', message: 'Min' },
        { objectName: 'template', field: 'cssUrl', message: 'TypeMismatch' },
      ]),
    );
    expect(res.body.fieldErrors).toHaveLength(4);
    expect(res.headers.get('app-error')).toBeNull();
  });

  it('refuses numbers sent as text and numbers too large for the database', async () => {
    expect(fieldErrors(await h.admin.post('api/aliases', { name: unique('a'), adiutoId: '12' }))).toEqual(['adiutoId:TypeMismatch']);
    expect(fieldErrors(await h.admin.post('api/permissions', { name: unique('p'), adiutoId: true }))).toEqual(['adiutoId:TypeMismatch']);
    for (const adiutoId of [INT_MAX + 1, 1e15]) {
      const res = await h.admin.post('api/aliases', { name: unique('a'), adiutoId });
      expect(res.status, String(adiutoId)).toBe(400);
      expect(fieldErrors(res), String(adiutoId)).toEqual(['adiutoId:Max']);
    }
    expect((await h.admin.post('api/aliases', { name: unique('a'), adiutoId: -INT_MAX - 2 })).status).toBe(400);
    const largest = await h.admin.post('api/aliases', { name: unique('a'), adiutoId: INT_MAX });
    expect(largest.status).toBe(201);
    expect(largest.body.adiutoId).toBe(INT_MAX);
    const page = await h.admin.post('api/pages', { name: unique('p'), index: -INT_MAX - 1 });
    expect(page.status).toBe(201);
    expect(page.body.index).toBe(-INT_MAX - 1);
  });

  it('answers 400, not a server error, for ids and filters out of range', async () => {
    for (const path of ['api/themes/99999999999', 'api/themes?id.equals=99999999999', 'api/pages?index.greaterThan=1e20', 'api/pages?parentId.in=1,99999999999']) {
      const res = await h.admin.get(path);
      expect(res.status, path).toBe(400);
    }
    const res = await h.admin.post('api/widgets', { title: unique('w'), conf: '{}', page: { id: 99_999_999_999 }, type: { id: related.widgetType.id } });
    expect(res.status).toBe(400);
  });

  it('accepts only the listed enum values', async () => {
    const bad = await h.admin.post('api/permissions', { name: unique('p'), adiutoId: 1, type: 'SPECIAL' });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad)).toEqual(['type:Enum']);
    expect(fieldErrors(await h.admin.post('api/permissions', { name: unique('p'), adiutoId: 1, type: 'general' }))).toEqual(['type:Enum']);
    expect(fieldErrors(await h.admin.post('api/pages', { name: unique('p'), type: 'FOLDER', scope: 'SECRET' }))).toEqual(['scope:Enum', 'type:Enum']);
    for (const type of ['GENERAL', 'CUSTOM', 'FAMILY']) {
      const ok = await h.admin.post('api/permissions', { name: unique('p'), adiutoId: 1, type });
      expect(ok.status).toBe(201);
      expect(ok.body.type).toBe(type);
    }
  });
});

describe('field rules: JSON text, the site and lengths', () => {
  it('requires conf to be JSON text for themes and widgets', async () => {
    const theme = await h.admin.post('api/themes', { name: unique('t'), conf: '{not json' });
    expect(theme.status).toBe(400);
    expect(fieldErrors(theme)).toEqual(['conf:Format.json']);
    expect(fieldErrors(await h.admin.post('api/themes', { name: unique('t'), conf: { primary: 1 } }))).toEqual(['conf:TypeMismatch']);
    // A required text must say something: empty is too short before it is bad JSON.
    expect(fieldErrors(await h.admin.post('api/themes', { name: unique('t'), conf: '' }))).toEqual(['conf:Size']);
    const widget = await h.admin.post('api/widgets', { title: unique('w'), conf: "{'a':1}", page: { id: related.page.id }, type: { id: related.widgetType.id } });
    expect(fieldErrors(widget)).toEqual(['conf:Format.json']);
    const ok = await h.admin.post('api/widgets', { title: unique('w'), conf: '{"a": 1}', page: { id: related.page.id }, type: { id: related.widgetType.id } });
    expect(ok.status).toBe(201);
    expect(ok.body.conf).toBe('{"a": 1}');
  });

  it('checks the site rules: name, logo and theme required, langs as language codes', async () => {
    const site = entity('site');
    const missing = await h.admin.post('api/sites', { description: 'no name' });
    expect(fieldErrors(missing)).toEqual(['logo:NotNull', 'name:NotNull', 'theme:NotNull']);
    const langs = await h.admin.post('api/sites', { ...site.sample(related), langs: 'english' });
    expect(fieldErrors(langs)).toEqual(['langs:Pattern']);
    const theme = await h.admin.post('api/sites', { ...site.sample(related), theme: { name: 'no id' } });
    expect(fieldErrors(theme)).toEqual(['theme:NotNull']);
  });

  it('checks the length limits', async () => {
    const long = 'x'.repeat(256);
    expect(fieldErrors(await h.admin.post('api/widget-types', { name: long }))).toEqual(['name:Size']);
    expect((await h.admin.post('api/widget-types', { name: long.slice(1) })).status).toBe(201);
    const site = entity('site');
    expect(fieldErrors(await h.admin.post('api/sites', { ...site.sample(related), logoContentType: 'x'.repeat(256) }))).toEqual(['logoContentType:Size']);
  });
});

describe('binary fields', () => {
  it('stores base64 data with its {field}ContentType and gives both back', async () => {
    const site = await create(h.admin, 'sites', { ...entity('site').sample(related), logo: PNG_BASE64, logoContentType: 'image/png' });
    const read = await h.admin.get(`api/sites/${site.id}`);
    expect(read.body.logo).toBe(PNG_BASE64);
    expect(read.body.logoContentType).toBe('image/png');
    expect(read.body.css).toBe(CSS_BASE64);
    expect(read.body.cssContentType).toBe('text/css');
    // Clearing a file clears the data; the content type is the client's to clear with it.
    const cleared = await h.admin.put(`api/sites/${site.id}`, { ...site, css: null, cssContentType: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.css).toBeNull();
    expect(cleared.body.cssContentType).toBeNull();
    const page = await create(h.admin, 'pages', { name: unique('p'), css: CSS_BASE64, cssContentType: 'text/css' });
    expect((await h.admin.get(`api/pages/${page.id}`)).body).toMatchObject({ css: CSS_BASE64, cssContentType: 'text/css' });
    const large = Buffer.alloc(300_000, 7).toString('base64');
    const big = await h.admin.put(`api/sites/${site.id}`, { ...site, logo: large });
    expect(big.status).toBe(200);
    expect((await h.admin.get(`api/sites/${site.id}`)).body.logo).toBe(large);
  });

  it('refuses data that is not base64', async () => {
    for (const logo of ['not base64!', 'abc', 'ab=c', 42]) {
      const res = await h.admin.post('api/sites', { ...entity('site').sample(related), logo });
      expect(res.status, String(logo)).toBe(400);
      expect(fieldErrors(res)[0]).toMatch(/^logo:/);
    }
    const template = await h.admin.post('api/templates', { name: unique('t'), row: 1, col: 1, css: 'body{}' });
    expect(fieldErrors(template)).toEqual(['css:Format.base64']);
  });
});

describe('defaults', () => {
  it('gives a permission type GENERAL and all four rights false', async () => {
    const res = await h.admin.post('api/permissions', { name: unique('p'), adiutoId: 4 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'GENERAL', create: false, read: false, update: false, delete: false });
    const nulls = await h.admin.post('api/permissions', { name: unique('p'), adiutoId: 4, type: null, read: null });
    expect(nulls.body).toMatchObject({ type: 'GENERAL', read: false });
  });

  it('gives a page type PAGE', async () => {
    const res = await h.admin.post('api/pages', { name: unique('p') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'PAGE', template: null, parent: null, index: null, css: null });
  });

  it('gives a site captchaEnabled false, and validLicense from the licence (the demonstration one holds)', async () => {
    const res = await h.admin.post('api/sites', { ...entity('site').sample(related), validLicense: false });
    expect(res.body).toMatchObject({ validLicense: true, captchaEnabled: false });
  });

  it('applies defaults again on PUT, which replaces the whole entity', async () => {
    const p = await create(h.admin, 'permissions', { name: unique('p'), adiutoId: 4, type: 'FAMILY', read: true });
    const put = await h.admin.put(`api/permissions/${p.id}`, { id: p.id, name: p.name, adiutoId: 4 });
    expect(put.body).toMatchObject({ type: 'GENERAL', read: false });
    const patch = await h.admin.patch(`api/permissions/${p.id}`, { id: p.id, type: 'CUSTOM' });
    expect(patch.body).toMatchObject({ type: 'CUSTOM', read: false, name: p.name });
  });
});

describe('relations', () => {
  it('answers 400 NotFound for a relation to a missing row', async () => {
    const widget = await h.admin.post('api/widgets', { title: unique('w'), conf: '{}', page: { id: 999_999 }, type: { id: related.widgetType.id } });
    expect(widget.status).toBe(400);
    expect(widget.body.message).toBe('error.validation');
    expect(widget.body.fieldErrors).toEqual([{ objectName: 'widget', field: 'page', message: 'NotFound' }]);
    const site = await h.admin.post('api/sites', { ...entity('site').sample(related), theme: { id: 999_999 } });
    expect(fieldErrors(site)).toEqual(['theme:NotFound']);
    const page = await h.admin.post('api/pages', { name: unique('p'), parent: { id: 999_999 }, template: { id: 999_998 } });
    expect(fieldErrors(page)).toEqual(['parent:NotFound', 'template:NotFound']);
  });

  it('leaves no alias behind when one of its permissions does not exist', async () => {
    const name = unique('half');
    const res = await h.admin.post('api/aliases', { name, adiutoId: 1, permissions: [{ id: related.permissions[0].id }, { id: 999_999 }] });
    expect(res.status).toBe(400);
    expect(fieldErrors(res)).toEqual(['permissions:NotFound']);
    expect((await h.admin.get(`api/aliases?name.equals=${name}`)).headers.get('x-total-count')).toBe('0');
    // And the valid permission is not linked to anything because of it.
    const linked = await h.admin.get(`api/aliases?permissionsId.in=${related.permissions[0].id}&name.contains=half`);
    expect(linked.body).toEqual([]);
  });

  it('keeps an alias unchanged when an update names a missing permission', async () => {
    const alias = await create(h.admin, 'aliases', { name: unique('keep'), adiutoId: 1, permissions: [{ id: related.permissions[0].id }] });
    const put = await h.admin.put(`api/aliases/${alias.id}`, {
      id: alias.id,
      name: `${alias.name}-changed`,
      adiutoId: 2,
      permissions: [{ id: related.permissions[1].id }, { id: 999_999 }],
    });
    expect(put.status).toBe(400);
    const patch = await h.admin.patch(`api/aliases/${alias.id}`, { id: alias.id, name: 'patched', permissions: [{ id: 999_999 }] });
    expect(patch.status).toBe(400);
    expect((await h.admin.get(`api/aliases/${alias.id}`)).body).toEqual(alias);
  });

  it('replaces, keeps and clears the permissions of an alias', async () => {
    const [p1, p2] = related.permissions;
    const alias = await create(h.admin, 'aliases', { name: unique('m2m'), adiutoId: 1, permissions: [{ id: p1.id }, { id: p1.id }] });
    expect(alias.permissions).toEqual([{ id: p1.id, name: p1.name }]);
    const put = await h.admin.put(`api/aliases/${alias.id}`, { ...alias, permissions: [{ id: p2.id }] });
    expect(put.body.permissions).toEqual([{ id: p2.id, name: p2.name }]);
    const patchName = await h.admin.patch(`api/aliases/${alias.id}`, { id: alias.id, name: `${alias.name}-x` });
    expect(patchName.body.permissions).toEqual([{ id: p2.id, name: p2.name }]);
    const cleared = await h.admin.patch(`api/aliases/${alias.id}`, { id: alias.id, permissions: [] });
    expect(cleared.body.permissions).toEqual([]);
    const withoutField = await h.admin.put(`api/aliases/${alias.id}`, { id: alias.id, name: alias.name, adiutoId: 1 });
    expect(withoutField.body.permissions).toEqual([]);
    expect(fieldErrors(await h.admin.post('api/aliases', { name: unique('a'), adiutoId: 1, permissions: [{ name: 'x' }] }))).toEqual([
      'permissions:NotNull',
    ]);
    expect(fieldErrors(await h.admin.post('api/aliases', { name: unique('a'), adiutoId: 1, permissions: { id: p1.id } }))).toEqual([
      'permissions:TypeMismatch',
    ]);
  });
});

describe('relations: deleting rows others point at, and cycles', () => {
  it('answers 409 when deleting a row that others point at, and deletes it once they are gone', async () => {
    const theme = await create(h.admin, 'themes', { name: unique('t'), conf: '{}' });
    const site = await create(h.admin, 'sites', { ...entity('site').sample(related), theme: { id: theme.id } });
    const type = await create(h.admin, 'widget-types', { name: unique('wt') });
    const template = await create(h.admin, 'templates', { name: unique('t'), row: 1, col: 1 });
    const parent = await create(h.admin, 'pages', { name: unique('parent'), template: { id: template.id } });
    const child = await create(h.admin, 'pages', { name: unique('child'), parent: { id: parent.id } });
    const widget = await create(h.admin, 'widgets', { title: unique('w'), conf: '{}', page: { id: child.id }, type: { id: type.id } });
    const permission = await create(h.admin, 'permissions', { name: unique('p'), adiutoId: 1 });
    const alias = await create(h.admin, 'aliases', { name: unique('a'), adiutoId: 1, permissions: [{ id: permission.id }] });

    for (const [base, id] of [
      ['themes', theme.id],
      ['widget-types', type.id],
      ['templates', template.id],
      ['pages', parent.id],
      ['pages', child.id],
      ['permissions', permission.id],
    ] as const) {
      const res = await h.admin.delete(`api/${base}/${id}`);
      expect(res.status, `${base}/${id}`).toBe(409);
      expect(res.body).toMatchObject({ status: 409, message: 'error.referenced' });
      expect(res.headers.get('app-alert')).toBeNull();
      expect((await h.admin.get(`api/${base}/${id}`)).status).toBe(200);
    }

    // Deleting the users first frees them, in order.
    for (const [base, id] of [
      ['sites', site.id],
      ['themes', theme.id],
      ['aliases', alias.id],
      ['permissions', permission.id],
      ['widgets', widget.id],
      ['widget-types', type.id],
      ['pages', child.id],
      ['pages', parent.id],
      ['templates', template.id],
    ] as const)
      expect((await h.admin.delete(`api/${base}/${id}`)).status, `${base}/${id}`).toBe(204);
  });

  it('refuses a page as its own parent (a cycle: 409)', async () => {
    const page = await create(h.admin, 'pages', { name: unique('self') });
    const self = await h.admin.patch(`api/pages/${page.id}`, { id: page.id, parent: { id: page.id } });
    expect(self.status).toBe(409);
    expect((await h.admin.delete(`api/pages/${page.id}`)).status).toBe(204);
  });
});

describe('request bodies', () => {
  it('answers 400, never 500, for malformed or misplaced JSON', async () => {
    const bodies: [string, string][] = [
      ['{"name": ', 'application/json'],
      ['{name: "x"}', 'application/json'],
      ["{'name':'x'}", 'application/json'],
      ['', 'application/json'],
      ['null', 'application/json'],
      ['[]', 'application/json'],
      ['"text"', 'application/json'],
      ['42', 'application/json'],
      ['name=x', 'application/x-www-form-urlencoded'],
      ['plain', 'text/plain'],
    ];
    for (const [body, type] of bodies) {
      for (const [method, path] of [
        ['POST', 'api/themes'],
        ['PUT', `api/themes/${related.theme.id}`],
        ['PATCH', `api/themes/${related.theme.id}`],
      ]) {
        const res = await h.admin.request(method, path, body, { 'content-type': type });
        expect([400, 415], `${method} ${path} ${type} ${body}`).toContain(res.status);
        expect(res.headers.get('content-type'), body).toMatch(/problem\+json/);
        expect(res.body.status).toBe(res.status);
      }
    }
    expect((await h.admin.get(`api/themes/${related.theme.id}`)).body).toEqual(related.theme);
  });

  it('ignores nothing silently: read-only and computed fields other than id are refused', async () => {
    const res = await h.admin.post('api/pages', { name: unique('p'), templateId: related.template.id });
    expect(fieldErrors(res)).toEqual(['templateId:Unknown']);
  });
});
