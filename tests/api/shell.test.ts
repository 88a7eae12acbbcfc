import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { lastMailTo } from '../support/outbox.js';

const h = useServer();

describe('shell routes', () => {
  it('management/info names the active profiles and the version', async () => {
    const res = await h.anonymous.get('management/info');
    expect(res.status).toBe(200);
    expect(res.body.activeProfiles).toEqual(expect.arrayContaining(['prod', 'api-docs']));
    expect(res.body.build.version).toBe('1.4.0');
  });

  it('api/composer/site shows the public face of the site to guests, without secrets', async () => {
    const res = await h.anonymous.get('api/composer/site');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Portico Demo', description: 'A demonstration portal for company documents.', langs: 'en,it,fr,es,de', captchaEnabled: false, validLicense: true });
    expect(res.body.logo).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Object.keys(res.body).sort()).toEqual(['captchaEnabled', 'cssUrl', 'description', 'id', 'langs', 'logo', 'logoContentType', 'name', 'theme', 'validLicense']);
  });

  it('follows changes of the site', async () => {
    const site = (await h.admin.get('api/composer/site')).body;
    expect((await h.admin.patch(`api/sites/${site.id}`, { id: site.id, langs: 'en,de' })).status).toBe(200);
    try {
      expect((await h.anonymous.get('api/composer/site')).body.langs).toBe('en,de');
    } finally {
      await h.admin.patch(`api/sites/${site.id}`, { id: site.id, langs: 'en,it,fr,es,de' });
    }
  });
});

describe('crash reports', () => {
  it('mails the stack of a crashed screen to the administrators', async () => {
    const res = await h.anonymous.post('api/client-errors', { message: 'Cannot read x of undefined', stack: 'TypeError: at Widget (app.js:1:2)', url: 'http://portal/wuser/composer' });
    expect(res.status).toBe(202);
    expect(res.body.reported).toBeGreaterThanOrEqual(1);
    const mail = await lastMailTo(h.admin, 'admin@localhost', 'crash-report');
    expect(mail.subject).toContain('http://portal/wuser/composer');
    expect(mail.text).toContain('TypeError: at Widget (app.js:1:2)');
    expect(mail.text).toContain('Cannot read x of undefined');
  });

  it('refuses a report without a message, or one too long', async () => {
    expect((await h.anonymous.post('api/client-errors', { stack: 'x' })).status).toBe(400);
    expect((await h.anonymous.post('api/client-errors', { message: 'x'.repeat(2001) })).status).toBe(400);
  });

  it('limits how many reports one address sends a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await h.anonymous.post('api/client-errors', { message: `crash ${i}` })).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(5);
  });
});

describe('stored stylesheets', () => {
  it('serves an entity stylesheet as text/css to guests, and 404 where there is none', async () => {
    const site = (await h.admin.get('api/composer/site')).body;
    const css = 'body { outline: 3px solid red; }';
    expect((await h.admin.patch(`api/sites/${site.id}`, { id: site.id, css: Buffer.from(css).toString('base64'), cssContentType: 'text/css' })).status).toBe(200);
    try {
      const res = await h.anonymous.get(`api/composer/css/site/${site.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/css/);
      expect(res.text).toBe(css);
      expect((await h.anonymous.get('api/composer/css/template/1')).status).toBe(404);
      expect((await h.anonymous.get('api/composer/css/alias/1')).status).toBe(400);
    } finally {
      await h.admin.patch(`api/sites/${site.id}`, { id: site.id, css: null, cssContentType: null });
    }
  });
});
