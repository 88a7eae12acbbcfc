import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors/app-error.js';
import { sendAppPage } from './app-page.js';

const API_PREFIX = /^\/(api|management|i18n|oauth2|assets|login\/oauth2)(\/|$)/;

/**
 * What no route answers: the client's addresses (/alias/1/edit, /wuser/composer ...) are pages of the
 * single-page app, answered with its page; anything else is a 404 problem.
 */
export function serveClientPages(app: FastifyInstance, clientDir: string): void {
  const indexFile = path.join(clientDir, 'index.html');
  app.setNotFoundHandler((request, reply) => {
    const address = request.url.split('?')[0];
    if (request.method === 'GET' && !API_PREFIX.test(address) && fs.existsSync(indexFile)) return sendAppPage(app, request, reply, indexFile);
    throw notFound(`No route for ${request.method} ${address}`);
  });
}
