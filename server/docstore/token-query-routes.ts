import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../http/request-language.js';
import { requireAuthority } from '../auth/guard.js';
import { BASE, PAGING, type Gateway } from './gateway.js';
import { QUERY_BODY_SCHEMA, type QueryBody } from './query.js';
import { MAX_TOKEN_LENGTH, runSharedQuery, shareQuery } from './shared-queries.js';
import { listAnswerSchema, queryTokenSchema } from '../../src/shared/documents/gateway-wire.js';

/**
 * `query-tokens` issues a token granting one Query to whoever holds it; `execute-token-query` runs
 * it for anyone, signed in or not, as the account that issued it (which must still exist, be
 * activated and still may read what it shared), and answers like execute-query.
 */
export function registerTokenQueryRoutes(app: FastifyInstance, gateway: Gateway): void {
  app.post<{ Body: { query: QueryBody; validitySeconds?: number } }>(
    `${BASE}/query-tokens`,
    {
      onRequest: requireAuthority(),
      schema: {
        body: {
          type: 'object',
          properties: { query: QUERY_BODY_SCHEMA, validitySeconds: { type: 'integer', minimum: 1 } },
          required: ['query'],
          additionalProperties: false,
        },
        response: { 201: queryTokenSchema },
      },
      config: { objectName: 'queryToken' },
    },
    async (request, reply) => {
      const issued = await shareQuery(gateway, (await request.currentUser())!, await request.storeIdentity(), request.body);
      reply.status(201);
      return issued;
    },
  );

  app.post<{ Body: { token: string }; Querystring: { page?: number; size?: number; lang?: string } }>(
    `${BASE}/execute-token-query`,
    {
      schema: {
        body: { type: 'object', properties: { token: { type: 'string', minLength: 1, maxLength: MAX_TOKEN_LENGTH } }, required: ['token'], additionalProperties: false },
        querystring: PAGING,
        response: { 200: listAnswerSchema },
      },
      config: { objectName: 'token' },
    },
    async (request, reply) => {
      const { total, answer } = await runSharedQuery(gateway, request.body.token, request.query, requestLanguage(request));
      reply.header('x-total-count', String(total));
      return answer;
    },
  );
}
