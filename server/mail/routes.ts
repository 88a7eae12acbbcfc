import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import { notFound } from '../http/problem.js';
import { paginationLink } from '../http/pagination.js';
import { ID_PARAMS } from '../http/params.js';
import type { OutboxStore } from './outbox.js';

const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    size: { type: 'integer', minimum: 1, maximum: 1_000 },
    'recipient.equals': { type: 'string', maxLength: 254 },
    cacheBuster: { type: 'string' },
  },
  additionalProperties: false,
} as const;

/** The outbox for ROLE_ADMIN: every message the portal wrote, newest first, and one with its text and HTML. */
export function registerMailRoutes(app: FastifyInstance, outbox: OutboxStore): void {
  const onRequest = requireAuthority('ROLE_ADMIN');

  app.get<{ Querystring: { page?: number; size?: number; 'recipient.equals'?: string } }>(
    '/api/admin/mail-outbox',
    { onRequest, schema: { querystring: listQuery } },
    async (request, reply) => {
      const { page = 0, size = 20 } = request.query;
      const { total, rows } = await outbox.list(page, size, request.query['recipient.equals']);
      reply.header('x-total-count', String(total)).header('link', paginationLink(request.url, page, size, total));
      return rows;
    },
  );

  app.get<{ Params: { id: number } }>('/api/admin/mail-outbox/:id', { onRequest, schema: { params: ID_PARAMS } }, async (request) => {
    const message = await outbox.get(request.params.id);
    if (!message) throw notFound(`No message ${request.params.id} in the outbox`);
    return message;
  });
}
