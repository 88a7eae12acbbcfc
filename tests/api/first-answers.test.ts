import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unique, useServer, type Client } from './client.js';
import { buildPageTree, firstPage } from '../../src/shared/page-tree.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are compared with the API's as they are */

/** A client build's page, as vite writes it: a module script in the head. */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-client-'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>Portico</title><script type="module" src="/assets/shell.js"></script></head><body><div id="root"></div></body></html>');

const LIST = 'page=0&size=10000&sort=index,asc';
const EVERY_SCREEN = ['/api/entity-schemas', '/api/composer/site', '/management/info'];

/** The answers an app page carries, from its `first-answers` element, and the page around them. */
async function appPage(api: Client, address: string, headers: Record<string, string> = {}) {
  const res = await api.get(address, headers);
  expect(res.status, address).toBe(200);
  expect(res.headers.get('content-type'), address).toMatch(/^text\/html/);
  const element = /<script type="application\/json" id="first-answers">(.*?)<\/script>/.exec(res.text);
  expect(element, address).not.toBeNull();
  return { html: res.text, answers: JSON.parse(element![1]) as Record<string, any> };
}

describe("the app's page carries the answers of its first screen's reads", () => {
  const h = useServer({ env: { PORTICO_CLIENT_DIR: clientDir } });

  it("at the guest composer: the API's answers to a guest, down to the first page with its widgets", async () => {
    const { html, answers } = await appPage(h.anonymous, 'wguest/composer');
    // Before the app's script, so that it is there when the script runs.
    expect(html.indexOf('id="first-answers"')).toBeLessThan(html.indexOf('/assets/shell.js'));
    const pages = (await h.anonymous.get(`api/composer/pages-public?${LIST}`)).body;
    const first = firstPage(buildPageTree(pages))!;
    expect(first).toBeDefined();
    const reads: Record<string, string> = {
      '/api/entity-schemas': 'api/entity-schemas',
      '/api/composer/site': 'api/composer/site',
      '/management/info': 'management/info',
      '/api/composer/check-context': 'api/composer/check-context',
      '/api/composer/pages-public': `api/composer/pages-public?${LIST}`,
      [`/api/composer/pages/${first.id}?eager=true`]: `api/composer/pages/${first.id}?eager=true`,
    };
    expect(Object.keys(answers).sort()).toEqual(Object.keys(reads).sort());
    for (const [key, read] of Object.entries(reads)) expect(answers[key], key).toEqual((await h.anonymous.get(read)).body);
    expect(answers[`/api/composer/pages/${first.id}?eager=true`].widgets.length).toBeGreaterThan(0);
    // With a trailing slash or a query too.
    expect(Object.keys((await appPage(h.anonymous, 'wguest/composer/?from=mail')).answers)).toHaveLength(6);
  });

  it('elsewhere: only the reads every screen makes, whose answers are the same for everyone', async () => {
    for (const address of ['', 'wuser/composer', 'admin/health', 'login']) {
      const { answers } = await appPage(h.anonymous, address);
      expect(Object.keys(answers).sort(), address).toEqual([...EVERY_SCREEN].sort());
    }
  });

  it("never carries an account's answers, whatever credentials come with the request", async () => {
    const token = await h.server.token('admin', 'admin');
    const { answers } = await appPage(h.anonymous, 'wguest/composer', { authorization: `Bearer ${token}`, cookie: `token=${token}` });
    expect(answers['/api/composer/check-context'].user).toMatchObject({ authenticated: false, login: '', roles: [] });
    expect(answers['/api/composer/pages-public']).toEqual((await h.anonymous.get(`api/composer/pages-public?${LIST}`)).body);
  });

  it('a page name that closes the script element stays inside it, intact', async () => {
    const name = `</script><script>document.title='${unique('owned')}'</script><!--`;
    const created = await h.admin.post('api/pages', { type: 'PAGE', scope: 'PUBLIC', name, path: unique('p'), index: 90 });
    expect(created.status, created.text).toBe(201);
    const { html, answers } = await appPage(h.anonymous, 'wguest/composer');
    expect(answers['/api/composer/pages-public'].find((p: any) => p.id === created.body.id)?.name).toBe(name);
    expect(html).not.toContain("<script>document.title='owned");
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});
