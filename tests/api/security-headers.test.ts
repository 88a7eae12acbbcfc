import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';

/** A small client build, so that the app's page and a static asset are served. */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-client-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Portico</title><script type="module" src="/assets/app.js"></script>');
fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1);');
fs.writeFileSync(path.join(clientDir, 'assets', 'app.css'), 'body { margin: 0 }');
fs.writeFileSync(path.join(clientDir, 'assets', 'picture.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const APP_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/** The browser's devices and powers, off but for full screen on the portal itself. */
const DEVICES_OFF = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'hid=()', 'display-capture=()', 'fullscreen=(self)'];

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('same-origin');
  expect(headers.get('permissions-policy')?.split(', ')).toEqual(expect.arrayContaining(DEVICES_OFF));
}

describe('security headers on every answer', () => {
  const h = useServer({ env: { PORTICO_CLIENT_DIR: clientDir } });
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${h.server.baseUrl}${p}`, { headers });

  it('the app: its policy, no framing, no sniffing, the referrer kept on the origin', async () => {
    for (const address of ['/', '/login', '/wuser/composer', '/admin/docs']) {
      const res = await get(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('content-security-policy'), address).toBe(APP_POLICY);
      expectSecurityHeaders(res.headers);
    }
  });

  it('scripts and styles keep their own caching and only the headers that apply to them', async () => {
    for (const address of ['/assets/app.js', '/assets/app.css']) {
      const res = await get(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('cache-control'), address).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options'), address).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), address).toBe('same-origin');
      expect(res.headers.get('etag'), address).toBeTruthy();
      // A document's headers do nothing on a script: not sent, to keep each of a first visit's many answers small.
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'last-modified']) expect(res.headers.get(name), `${address} ${name}`).toBeNull();
    }
    // Any other file of the build may be shown as a page: it keeps them all.
    const picture = await get('/assets/picture.svg');
    expect(picture.headers.get('content-security-policy')).toBe(APP_POLICY);
    expectSecurityHeaders(picture.headers);
    // Files outside assets/ keep their names from build to build: checked again each time.
    const logo = await get('/logo.svg');
    expect(logo.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(logo.headers);
    expectSecurityHeaders((await get('/robots.txt')).headers);
  });

  it('answers with account or document data are never stored', async () => {
    const admin = { authorization: `Bearer ${await h.server.token('admin', 'admin')}` };
    for (const address of ['/api/account', '/api/admin/users', '/management/health', '/management/env', '/api/pages?size=1']) {
      const res = await get(address, admin);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('cache-control'), address).toBe('no-store');
      expectSecurityHeaders(res.headers);
    }
    // Problems too: a refusal says nothing worth keeping either.
    const refused = await get('/api/account');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-security-policy')).toBe(APP_POLICY);
    expectSecurityHeaders(refused.headers);
  });
});
