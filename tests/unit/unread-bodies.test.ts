import net from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { answerAfterUnreadBodies } from '../../server/http/unread-bodies.js';

/** A server with a 1 KiB body limit whose early answers linger 300 ms for the rest of a body. */
async function server() {
  const app = Fastify({ bodyLimit: 1024 });
  answerAfterUnreadBodies(app, 300);
  app.post('/echo', async (request) => ({ got: request.body }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** Sends a request declaring `declared` bytes of body and writes `sent` of them; the answer's text and when it came. */
async function send(port: number, declared: number, sent: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const started = Date.now();
  let text = '';
  let answeredAt = 0;
  let error: string | undefined;
  socket.on('data', (chunk) => {
    answeredAt ||= Date.now() - started;
    text += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code));
  socket.write(`POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`);
  socket.write(Buffer.alloc(sent, ' '));
  return { socket, received: () => text, answer: async () => (await closed, { text, answeredAt, error }) };
}

let app: Awaited<ReturnType<typeof server>> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('answers sent before their body was read', () => {
  it('wait for the rest of the body, and only then answer', async () => {
    app = await server();
    const { port } = app.server.address() as net.AddressInfo;
    const exchange = await send(port, 4096, 2048);
    await new Promise((r) => setTimeout(r, 150));
    expect(exchange.received()).toBe('');
    exchange.socket.write(Buffer.alloc(2048, ' '));
    const { text, error } = await exchange.answer();
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(error).toBeUndefined();
  });

  it('answer a client that stops sending once the time is up, and end its connection', async () => {
    app = await server();
    const { port } = app.server.address() as net.AddressInfo;
    const exchange = await send(port, 1_000_000, 2048);
    const { text, answeredAt } = await exchange.answer();
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(answeredAt).toBeGreaterThanOrEqual(250);
  });
});
