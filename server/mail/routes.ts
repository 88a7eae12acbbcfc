import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import { paginationLink } from '../http/pagination.js';
import { listQuerySchema } from '../validation/list-query.js';
import { parseListSort } from '../lists/list-sort.js';
import { ID_PARAMS } from '../validation/params.js';
import { OUTBOX_SORTABLE, type OutboxStore } from './outbox.js';
import { outboxMessageSchema, outboxSummarySchema } from '../../src/shared/mail-outbox.js';

const listQuery = listQuerySchema(1_000, { 'recipient.equals': { type: 'string', maxLength: 254 } });

/** The outbox for ROLE_ADMIN: every message the portal wrote, newest first unless sorted otherwise, and one with its text and HTML. */
export function registerMailRoutes(app: FastifyInstance, outbox: OutboxStore): void {
  const onRequest = requireAuthority('ROLE_ADMIN');

  app.get<{ Querystring: { page?: number; size?: number; sort?: string[]; 'recipient.equals'?: string } }>(
    '/api/admin/mail-outbox',
    { onRequest, schema: { querystring: listQuery, response: { 200: { type: 'array', items: outboxSummarySchema } } } },
    async (request, reply) => {
      const { page = 0, size = 20 } = request.query;
      const sort = parseListSort(request.query.sort, Object.keys(OUTBOX_SORTABLE), 'the mail outbox');
      const { total, rows } = await outbox.list(page, size, sort, request.query['recipient.equals']);
      reply.header('x-total-count', String(total)).header('link', paginationLink(request.url, page, size, total));
      return rows;
    },
  );

  app.get<{ Params: { id: number } }>('/api/admin/mail-outbox/:id', { onRequest, schema: { params: ID_PARAMS, response: { 200: outboxMessageSchema } } }, async (request) =>
    outbox.read(request.params.id),
  );
}
