import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import { paginationLink } from '../http/pagination.js';
import { listQuerySchema } from '../validation/list-query.js';
import { parseListSort } from '../lists/list-sort.js';
import { retryStatisticsPage } from './retry-statistics.js';
import { retryStatisticsSchema } from '../../src/shared/retry-statistics.js';

const listQuery = listQuerySchema(1_000);
const SORTABLE = ['name', 'startedCount', 'completeCount', 'errorCount', 'abortCount', 'recoveryCount'];

/**
 * api/admin/retries-statistics for ROLE_ADMIN (spec 000 §3, §7.1): what this server's retry mechanism
 * counted per operation name (mail delivery, external sign-in ...), by name, with paging.
 */
export function registerRetryStatisticsRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { page?: number; size?: number; sort?: string[] } }>(
    '/api/admin/retries-statistics',
    { onRequest: requireAuthority('ROLE_ADMIN'), schema: { querystring: listQuery, response: { 200: { type: 'array', items: retryStatisticsSchema } } } },
    async (request, reply) => {
      const { page = 0, size = 20 } = request.query;
      const { total, rows } = retryStatisticsPage(parseListSort(request.query.sort, SORTABLE, 'the retry statistics'), page, size);
      reply.header('x-total-count', String(total)).header('link', paginationLink(request.url, page, size, total));
      return rows;
    },
  );
}
