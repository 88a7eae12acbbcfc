import type { FastifyInstance } from 'fastify';
import { listValues } from './descriptions.js';
import { QUERY_BODY_SCHEMA, type QueryBody } from './query.js';
import { BASE, PAGING, type Gateway } from './gateway.js';
import { identified } from './identity-hook.js';
import { listAnswerSchema, simpleListValuesSchema } from '../../src/shared/documents/gateway-wire.js';

export const LIST_VALUES_QUERY = {
  type: 'object',
  properties: { ...PAGING.properties, type: { type: 'string', enum: ['simple', 'advanced'] } },
  required: ['type'],
  additionalProperties: false,
} as const;

/**
 * `list-values`: a value list's entries, filtered on the label and paged like execute-query.
 * `type=simple` answers `[{id, label}]`; `type=advanced` the List response (fields, list, listData).
 */
export function registerListValueRoutes(app: FastifyInstance, gateway: Gateway): void {
  const { store } = gateway;
  app.post<{ Body: QueryBody; Querystring: { type: 'simple' | 'advanced'; page?: number; size?: number } }>(
    `${BASE}/list-values`,
    { onRequest: identified, schema: { body: QUERY_BODY_SCHEMA, querystring: LIST_VALUES_QUERY, response: { 200: { anyOf: [simpleListValuesSchema, listAnswerSchema] } } }, config: { objectName: 'query' } },
    async (request, reply) => {
      const { total, answer } = listValues(store, request.body, request.query);
      reply.header('x-total-count', String(total));
      return answer;
    },
  );
}
