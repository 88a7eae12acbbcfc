import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors/app-error.js';
import { appPageHtml, type GuestRead } from './app-page.js';

const API_PREFIX = /^\/(api|management|i18n|oauth2|assets|login\/oauth2)(\/|$)/;

/**
 * What no route answers: the client's addresses (/alias/1/edit, /wuser/composer ...) are pages of the
 * single-page app, answered with its page; anything else is a 404 problem.
 */
export function serveClientPages(app: FastifyInstance, clientDir: string): void {
  const indexFile = path.join(clientDir, 'index.html');
  // The first reads run through the routes themselves, with none of the request's credentials.
  const guestRead: GuestRead = async (url) => {
    const answer = await app.inject({ method: 'GET', url });
    return answer.statusCode === 200 ? answer.json() : undefined;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const address = request.url.split('?')[0];
    if (request.method === 'GET' && !API_PREFIX.test(address) && fs.existsSync(indexFile)) return sendHtml(request, reply, await appPageHtml(guestRead, address, indexFile));
    throw notFound(`No route for ${request.method} ${address}`);
  });
}

/** The app's page, never cached without asking, compressed as the browser accepts. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b|\*/.test(accepted)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}
