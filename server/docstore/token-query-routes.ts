import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../http/request-language.js';
import { requireAuthority } from '../auth/guard.js';
import { badRequest, unauthorized } from '../errors/app-error.js';
import { answerQuery, checkQuery, requireReadable } from './answers.js';
import { BASE, PAGING, type Gateway } from './gateway.js';
import { QUERY_BODY_SCHEMA, type QueryBody } from './query.js';

/** The longest token execute-token-query reads; a Query whose token would be longer cannot be shared. */
const MAX_TOKEN_LENGTH = 20_000;

/** How long a query token lives when the request does not say (capped by the configured maximum). */
const DEFAULT_VALIDITY_SECONDS = 7 * 86_400;

/**
 * `query-tokens` issues a token granting one Query to whoever holds it; `execute-token-query` runs
 * it for anyone, signed in or not, as the account that issued it (which must still exist, be
 * activated and still may read what it shared), and answers like execute-query.
 */
export function registerTokenQueryRoutes(app: FastifyInstance, gateway: Gateway): void {
  const { store } = gateway;
  const { tokens, users } = gateway.queryTokens;
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
      },
      config: { objectName: 'queryToken' },
    },
    async (request, reply) => {
      const { query, validitySeconds = Math.min(DEFAULT_VALIDITY_SECONDS, tokens.maxValiditySeconds) } = request.body;
      if (validitySeconds > tokens.maxValiditySeconds)
        throw badRequest(`A query token lives at most ${tokens.maxValiditySeconds} seconds, not ${validitySeconds}`);
      checkQuery(store, query);
      const user = (await request.currentUser())!;
      // Nobody shares what they may not read themselves.
      await requireReadable(gateway, await request.storeIdentity(), query);
      const issued = await tokens.issue(query, user.login, validitySeconds);
      if (issued.token.length > MAX_TOKEN_LENGTH) throw badRequest('The query is too large to be shared as a link');
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
      },
      config: { objectName: 'token' },
    },
    async (request, reply) => {
      const { query, issuer } = await tokens.read(request.body.token);
      const account = await users.findByLogin(issuer);
      const identity = account?.activated ? await gateway.access.identityOf(issuer) : undefined;
      if (!identity) throw unauthorized('The account that shared this query can no longer share it');
      // The query runs with the rights its issuer has now, not those they had when sharing it.
      await requireReadable(gateway, identity, query);
      const { total, answer } = await answerQuery(store, query, request.query, requestLanguage(request));
      reply.header('x-total-count', String(total));
      return answer;
    },
  );
}
