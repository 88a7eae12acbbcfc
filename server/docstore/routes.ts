import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../http/request-language.js';
import { runQuery } from './answers.js';
import { registerAttachmentRoutes } from './attachment-routes.js';
import { describeFamilies, describeLists } from './descriptions.js';
import { registerEntityRoutes } from './entity-routes.js';
import { registerExportRoutes } from './export-routes.js';
import { BASE, PAGING, type Gateway } from './gateway.js';
import { identified } from './identity-hook.js';
import { registerListValueRoutes } from './list-value-routes.js';
import { QUERY_BODY_SCHEMA, type QueryBody } from './query.js';
import { queryOfList } from './query-list.js';
import { registerTokenQueryRoutes } from './token-query-routes.js';
import { familyDescriptionSchema, listAnswerSchema, storeIdentitySchema, valueListDescriptionSchema, type StoreIdentityOnWire } from '../../src/shared/documents/gateway-wire.js';

/**
 * The document gateway of the spec (`api/adiuto-gateway/...`) over a DocumentStore. Every call acts
 * for a store identity (access.ts): the signed-in account's, or the site's guest identity; without
 * one it answers 401 before looking at the request, and 403 when the identity lacks the right.
 */
export function registerDocumentRoutes(app: FastifyInstance, gateway: Gateway): void {
  const { store } = gateway;

  app.get(`${BASE}/check-user`, { schema: { response: { 200: storeIdentitySchema } } }, async (request): Promise<StoreIdentityOnWire> => {
    const identity = await request.storeIdentity();
    return { adiutoId: identity.id, login: identity.login, guest: identity.guest };
  });

  app.get(`${BASE}/adiuto-admin/families`, { onRequest: identified, schema: { response: { 200: { type: 'array', items: familyDescriptionSchema } } } }, async (request) =>
    describeFamilies(store, requestLanguage(request)),
  );

  app.get(`${BASE}/adiuto-admin/lists`, { onRequest: identified, schema: { response: { 200: { type: 'array', items: valueListDescriptionSchema } } } }, async (request) =>
    describeLists(store, requestLanguage(request)),
  );

  app.post<{ Body: QueryBody; Querystring: { page?: number; size?: number; lang?: string } }>(
    `${BASE}/execute-query`,
    {
      onRequest: identified,
      // The spec's query list of one entry becomes that Query before the body is checked.
      preValidation: async (request) => {
        request.body = queryOfList(request.body) as QueryBody;
      },
      schema: { body: QUERY_BODY_SCHEMA, querystring: PAGING, response: { 200: listAnswerSchema } },
      config: { objectName: 'query' },
    },
    async (request, reply) => {
      const { total, answer } = await runQuery(gateway, await request.storeIdentity(), request.body, request.query, requestLanguage(request));
      reply.header('x-total-count', String(total));
      return answer;
    },
  );

  registerEntityRoutes(app, gateway);
  registerAttachmentRoutes(app, gateway);
  registerListValueRoutes(app, gateway);
  registerTokenQueryRoutes(app, gateway);
  registerExportRoutes(app, gateway);
}
