import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import { paginationLink } from '../http/pagination.js';
import { retryStatistics } from '../ops/retry.js';

const listQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    size: { type: 'integer', minimum: 1, maximum: 1_000 },
    sort: { type: 'array', items: { type: 'string', maxLength: 100 } },
    cacheBuster: { type: 'string' },
  },
  additionalProperties: false,
} as const;

/**
 * api/admin/retries-statistics for ROLE_ADMIN (spec 000 §3, §7.1): what this server's retry mechanism
 * counted per operation name (mail delivery, external sign-in ...), by name, with paging.
 */
export function registerRetryStatisticsRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { page?: number; size?: number } }>(
    '/api/admin/retries-statistics',
    { onRequest: requireAuthority('ROLE_ADMIN'), schema: { querystring: listQuery } },
    async (request, reply) => {
      const { page = 0, size = 20 } = request.query;
      const all = retryStatistics();
      reply.header('x-total-count', String(all.length)).header('link', paginationLink(request.url, page, size, all.length));
      return all.slice(page * size, (page + 1) * size).map((s) => ({
        name: s.name,
        startedCount: s.startedCount,
        completeCount: s.completeCount,
        errorCount: s.errorCount,
        abortCount: s.abortCount,
        recoveryCount: s.recoveryCount,
        createdDateList: s.createdDateList,
        errorMessages: s.errorMessages,
      }));
    },
  );
}
