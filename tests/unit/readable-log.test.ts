import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logFormat } from '../../server/config.js';
import { ReadableLog } from '../../server/logging/readable-log.js';

/** A Fastify app logging through ReadableLog into `lines`, with a route that answers and one that fails. */
function appLoggingTo(lines: string[]) {
  const out = { write: (text: string) => lines.push(...text.split('\n').filter(Boolean)) };
  const app = Fastify({ logger: { level: 'info', stream: new ReadableLog(out) } });
  app.get('/hello', async () => ({ hello: 'world' }));
  app.get('/gone', async (_request, reply) => reply.code(404).send({ title: 'Gone' }));
  app.get('/broken', async (request) => {
    request.log.warn({ err: new Error('the disk is full'), attempt: 2 }, 'could not write');
    return { ok: false };
  });
  return app;
}

const TIME = '\\d\\d:\\d\\d:\\d\\d';

describe('the readable log', () => {
  it('writes one line per request: time, method, address, status and duration', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    await app.inject({ url: '/hello?name=ada' });
    await app.inject({ url: '/gone' });
    await app.close();
    expect(lines.filter((l) => !/Server|closing/i.test(l))).toEqual([
      expect.stringMatching(new RegExp(`^${TIME} GET /hello\\?name=ada 200 \\d+ ms$`)),
      expect.stringMatching(new RegExp(`^${TIME} GET /gone 404 \\d+ ms$`)),
    ]);
  });

  it("writes other entries with their level, the request they belong to, their fields and the error's stack", async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    await app.inject({ url: '/broken' });
    await app.close();
    const at = lines.findIndex((l) => l.includes('could not write'));
    expect(lines[at]).toMatch(new RegExp(`^${TIME} WARN GET /broken: could not write attempt=2$`));
    expect(lines[at + 1]).toBe('  Error: the disk is full');
    expect(lines[at + 2]).toMatch(/^ {6}at /);
    expect(lines.at(-1)).toMatch(new RegExp(`^${TIME} GET /broken 200 \\d+ ms$`));
  });

  it('passes a line that is not JSON through as it is', () => {
    const lines: string[] = [];
    new ReadableLog({ write: (text: string) => lines.push(text) }).write('plain words');
    expect(lines).toEqual(['plain words\n']);
  });
});

describe('LOG_FORMAT', () => {
  it('is readable text on a terminal and JSON elsewhere, unless set', () => {
    expect(logFormat(undefined, true)).toBe('text');
    expect(logFormat(undefined, false)).toBe('json');
    expect(logFormat('json', true)).toBe('json');
    expect(logFormat('text', false)).toBe('text');
    expect(() => logFormat('pretty', true)).toThrow('LOG_FORMAT must be json or text, not "pretty"');
  });
});
