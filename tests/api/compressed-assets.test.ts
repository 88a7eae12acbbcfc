import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { APP_POLICY } from '../../server/http/security-headers.js';

/** A client build as vite.config.ts writes it: each text file with its brotli and gzip copies beside it. */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-client-'));
const script = `console.log(${JSON.stringify('Portico '.repeat(400))});`;
const page = `<!doctype html><title>Portico</title><script type="module" src="/assets/app-1234.js"></script>${'<!-- - -->'.repeat(200)}`;
const writeWithCopies = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
};
writeWithCopies(path.join(clientDir, 'assets', 'app-1234.js'), script);
writeWithCopies(path.join(clientDir, 'index.html'), page);
fs.writeFileSync(path.join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that neither asks for nor decodes any encoding by itself (fetch would do both). */
function rawGet(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The page as built: without what the server writes into it per site (its description, the first answers). */
const withoutFirstAnswers = (html: string) =>
  html.replace(/<meta name="description" content="[^"]*">/, '').replace(/<script type="application\/json" id="first-answers">.*?<\/script>/, '');

const decoded = (answer: RawAnswer) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
};

describe('the client is served compressed', () => {
  const h = useServer({ env: { PORTICO_CLIENT_DIR: clientDir } });
  const get = (p: string, acceptEncoding?: string) => rawGet(`${h.server.baseUrl}${p}`, acceptEncoding);
  const POLICY = Object.entries(APP_POLICY)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join(';');

  it('an asset: brotli when accepted, else gzip, else as it is; cached for a year whatever the encoding', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accepted, expected] of cases) {
      const answer = await get('/assets/app-1234.js', accepted);
      expect(answer.status, accepted).toBe(200);
      expect(answer.headers['content-encoding'], accepted).toBe(expected);
      expect(answer.headers['content-type'], accepted).toMatch(/^(text|application)\/javascript/);
      expect(answer.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['x-content-type-options'], accepted).toBe('nosniff');
      expect(decoded(answer), accepted).toBe(script);
    }
    // What is sent compressed is much smaller than the file.
    expect((await get('/assets/app-1234.js', 'br')).body.length).toBeLessThan(script.length / 10);
  });

  it('the app page, at any of its addresses: compressed too, and checked again on every visit', async () => {
    for (const address of ['/', '/wguest/composer', '/wuser/composer?x=1', '/index.html']) {
      const answer = await get(address, 'gzip, deflate, br');
      expect(answer.status, address).toBe(200);
      expect(answer.headers['content-type'], address).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding'], address).toBe('br');
      expect(answer.headers.vary, address).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control'], address).toBe('no-cache');
      expect(answer.headers['content-security-policy'], address).toBe(POLICY);
      expect(answer.headers['x-frame-options'], address).toBe('DENY');
      // The page as built, with the answers of the first reads written in at a client address (app-page.ts).
      expect(withoutFirstAnswers(decoded(answer)), address).toBe(page);
    }
    const plain = await get('/wguest/composer');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(withoutFirstAnswers(plain.body.toString())).toBe(page);
    expect(decoded(await get('/wguest/composer', 'gzip'))).toBe(plain.body.toString());
  });

  it('a file without copies is sent as it is; unknown assets and API addresses are still not found', async () => {
    const logo = await get('/logo.svg', 'br, gzip');
    expect(logo.status).toBe(200);
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.headers['cache-control']).toBe('no-cache');
    for (const address of ['/assets/missing.js', '/api/nothing-here']) {
      const answer = await get(address, 'br');
      expect(answer.status, address).toBe(404);
      expect(answer.headers['content-type'], address).toMatch(/^application\/problem\+json/);
    }
  });
});
