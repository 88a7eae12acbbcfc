import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';

/**
 * Bodies beyond a route's limit, sent by a real socket that writes the whole body before it reads
 * the answer, as browsers and fetch do: the answer must be the 413 problem, never a connection
 * dropped under the writer (EPIPE, ECONNRESET). Gateway files are limited to 1 MiB here, so that
 * the gateway's own body limit (about 2.3 MiB) is passed with a few MiB.
 */
const h = useServer({ env: { DOCUMENT_MAX_FILE_BYTES: String(1024 * 1024) } });

const MiB = 1024 * 1024;

interface Exchange {
  /** The socket's error while writing or reading, if any (EPIPE, ECONNRESET). */
  error?: string;
  status?: number;
  headers: Record<string, string>;
  body?: unknown;
}

/**
 * Sends `POST path` with `bytes` of body, declared by content-length or chunked, writing all of it
 * (waiting whenever the socket's buffer is full) before it reads the answer.
 */
async function postRaw(baseUrl: string, path: string, bytes: number, options: { chunked?: boolean; contentType?: string; headers?: Record<string, string> } = {}): Promise<Exchange> {
  const { port, hostname } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  const received: Buffer[] = [];
  let error: string | undefined;
  socket.on('data', (chunk) => received.push(chunk));
  socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    `Content-Type: ${options.contentType ?? 'application/json'}`,
    options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bytes}`,
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  // Waits while the socket's buffer is full, until it drains or the connection ends.
  const write = (data: Buffer | string) =>
    new Promise<void>((resolve) => {
      if (socket.write(data)) return resolve();
      const done = () => {
        socket.off('drain', done).off('close', done);
        resolve();
      };
      socket.on('drain', done).on('close', done);
    });
  try {
    await write(head);
    const piece = Buffer.alloc(256 * 1024, 'a');
    for (let sent = 0; sent < bytes && !error && !socket.destroyed; sent += piece.length) {
      const part = piece.subarray(0, Math.min(piece.length, bytes - sent));
      await write(options.chunked ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]) : part);
    }
    if (options.chunked && !error) await write('0\r\n\r\n');
  } catch (e) {
    error ??= (e as Error).message;
  }
  await Promise.race([closed, new Promise((r) => setTimeout(r, 10_000))]);
  socket.destroy();
  return { error, ...parseAnswer(Buffer.concat(received).toString('latin1')) };
}

function parseAnswer(text: string): Omit<Exchange, 'error'> {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return { headers: {} };
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  const raw = text.slice(end + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? unchunked(raw) : raw;
  let parsed: unknown = body;
  try {
    parsed = JSON.parse(body);
  } catch {
    // not JSON: kept as text
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: parsed };
}

function unchunked(raw: string): string {
  let out = '';
  for (let at = 0; ; ) {
    const line = raw.indexOf('\r\n', at);
    const size = parseInt(raw.slice(at, line), 16);
    if (!size) return out;
    out += raw.slice(line + 2, line + 2 + size);
    at = line + 2 + size + 2;
  }
}

const expectTooLarge = (answer: Exchange) => {
  expect(answer.error).toBeUndefined();
  expect(answer.status).toBe(413);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(answer.body).toMatchObject({ status: 413, title: expect.any(String), message: 'error.http.413' });
};

describe('a body beyond the limit', () => {
  it.each([
    ['declared by content-length', false],
    ['chunked, without content-length', true],
  ])('answers 413 with a problem body to a body over 20 MiB %s, on the default limit', async (_how, chunked) => {
    expectTooLarge(await postRaw(h.server.baseUrl, '/api/sites', 21 * MiB, { chunked, headers: { Authorization: `Bearer ${await h.server.token('admin', 'admin')}` } }));
    // A guest's call, a public route; and no route at all.
    expectTooLarge(await postRaw(h.server.baseUrl, '/api/authenticate', 21 * MiB, { chunked }));
    expectTooLarge(await postRaw(h.server.baseUrl, '/api/nowhere', 21 * MiB, { chunked }));
  });

  it.each([
    ['declared by content-length', false],
    ['chunked, without content-length', true],
  ])('answers 413 with a problem body on a route with its own limit, %s', async (_how, chunked) => {
    const token = await h.server.token('user', 'user');
    expectTooLarge(await postRaw(h.server.baseUrl, '/api/adiuto-gateway/entities', 4 * MiB, { chunked, headers: { Authorization: `Bearer ${token}` } }));
  });

  it('answers a refusal sent before the body was read (a token no longer valid) once the body was sent', async () => {
    const answer = await postRaw(h.server.baseUrl, '/api/sites', 21 * MiB, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: 401 });
  });

  it('still takes a body within the limit on the same server', async () => {
    const res = await fetch(`${h.server.baseUrl}/api/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'user', password: 'user', pad: 'x'.repeat(MiB) }) });
    expect(res.status).toBe(400);
  });
});
