import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useServer } from './client.js';

/**
 * What search engines read (Lighthouse's SEO audits): a robots.txt that opens the public face of the
 * portal and closes the rest, and on every app page a meta description, the site's own.
 */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-client-'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>Portico</title><script type="module" src="/assets/shell.js"></script></head><body><div id="root"></div></body></html>');

const ENTITIES: Record<string, string> = { '&#38;': '&', '&#60;': '<', '&#62;': '>', '&#34;': '"', '&#39;': "'" };

describe('search engines', () => {
  const h = useServer({ env: { PORTICO_CLIENT_DIR: clientDir } });

  /** The app page's meta description at `address`, its entities decoded, and the page. */
  async function description(address: string) {
    const res = await h.anonymous.get(address);
    expect(res.status, address).toBe(200);
    const metas = [...res.text.matchAll(/<meta name="description" content="([^"]*)">/g)];
    expect(metas, address).toHaveLength(1);
    return { content: metas[0][1].replace(/&#\d+;/g, (e) => ENTITIES[e] ?? e), html: res.text };
  }

  let site: { id: number; description: string | null };
  const describeSite = async (text: string | null) => {
    site ??= (await h.admin.get('api/composer/site')).body;
    const res = await h.admin.patch(`api/sites/${site.id}`, { id: site.id, description: text });
    expect(res.status, res.text).toBe(200);
  };
  afterAll(async () => {
    if (site) await describeSite(site.description);
  });

  it('robots.txt lets them read the guest composer and the sign-in, and nothing behind a sign-in or of the API', async () => {
    const res = await h.anonymous.get('robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = res.text.trim().split('\n');
    for (const line of lines) expect(line).toMatch(/^(User-agent: \*|(Allow|Disallow): \/\S*)$/);
    expect(lines[0]).toBe('User-agent: *');
    const rules = (kind: string) => lines.filter((l) => l.startsWith(`${kind}: `)).map((l) => l.slice(kind.length + 2));
    expect(rules('Allow')).toEqual(['/wguest/', '/login']);
    expect(rules('Disallow')).toEqual(['/api/', '/management/', '/oauth2/', '/login/oauth2/', '/admin', '/wadmin', '/wuser', '/account']);
  });

  it("each app page describes itself with the site's description", async () => {
    const { description: text } = (await h.anonymous.get('api/composer/site')).body;
    expect(text).toBe('A demonstration portal for company documents.');
    for (const address of ['wguest/composer', 'login', '']) {
      const { content, html } = await description(address);
      expect(content, address).toBe(text);
      // In the head, before the app's script.
      expect(html.indexOf('name="description"'), address).toBeLessThan(html.indexOf('/assets/shell.js'));
    }
  });

  it('writes the description as text, on one line, whatever it holds', async () => {
    const text = `Contracts & "offers"\n  <script>alert('x')</script> for <b>everyone</b>`;
    await describeSite(text);
    const { content, html } = await description('wguest/composer');
    expect(content).toBe(`Contracts & "offers" <script>alert('x')</script> for <b>everyone</b>`);
    expect(html).not.toContain('<b>everyone');
    expect(html).not.toContain("<script>alert('x')");
  });

  it('cuts a long description at a word, and says what the site is without one', async () => {
    await describeSite(`${'word '.repeat(100)}end`);
    const { content } = await description('login');
    expect(content.length).toBeLessThanOrEqual(300);
    expect(content).toMatch(/^(word )+word…$/);
    await describeSite('');
    expect((await description('login')).content).toBe('Portico Demo, a portal for documents');
    await describeSite(null);
    expect((await description('login')).content).toBe('Portico Demo, a portal for documents');
  });
});
