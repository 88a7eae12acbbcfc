import type { FastifyInstance } from 'fastify';
import { sendFileAnswer } from '../http/file-answers.js';
import { createDocument } from './create-document.js';
import { deleteDocument } from './delete-document.js';
import { readDocumentFile } from './document-file.js';
import { readAuditTrail } from './audit-trail.js';
import { BASE, bodyLimitFor, ID_PARAMS, type Gateway } from './gateway.js';
import { identified } from './identity-hook.js';
import { WRITE_BODY_SCHEMA, type WriteBody } from './payload.js';
import { updateDocument, type UpdateCheck } from './update-document.js';
import { issueViewToken, viewTokenIdentity } from './view-tokens.js';
import { LIST_ID_HEADER } from '../../src/shared/signing/codes.js';
import { auditEntrySchema, documentIdAnswerSchema, viewTokenSchema } from '../../src/shared/documents/gateway-wire.js';

const CAPTCHA_QUERY = {
  type: 'object',
  properties: { captcha: { type: 'string', maxLength: 20 }, hiddenCaptcha: { type: 'string', maxLength: 500 } },
  additionalProperties: false,
} as const;
const TOKEN_QUERY = { type: 'object', properties: { token: { type: 'string', minLength: 1, maxLength: 2000 } }, required: ['token'], additionalProperties: false } as const;

/** Documents: create, update into versions, delete, their files, the links that open a file in a tab, and the audit trail. */
export function registerEntityRoutes(app: FastifyInstance, gateway: Gateway): void {
  const bodyLimit = bodyLimitFor(gateway.maxFileBytes);

  // Guests answer a captcha to save (spec 001 §4), as they do to delete: in the query string.
  app.post<{ Body: WriteBody; Querystring: { captcha?: string; hiddenCaptcha?: string } }>(
    `${BASE}/entities`,
    { onRequest: identified, bodyLimit, schema: { body: WRITE_BODY_SCHEMA, querystring: CAPTCHA_QUERY, response: { 201: documentIdAnswerSchema } }, config: { objectName: 'entity' } },
    async (request, reply) => {
      const id = await createDocument(gateway, await request.storeIdentity(), request.body, request.query);
      reply.status(201);
      return id;
    },
  );

  app.put<{ Body: WriteBody; Params: { id: number }; Querystring: { captcha?: string; hiddenCaptcha?: string } }>(
    `${BASE}/entities/:id`,
    { onRequest: identified, bodyLimit, schema: { body: WRITE_BODY_SCHEMA, params: ID_PARAMS, querystring: CAPTCHA_QUERY, response: { 200: documentIdAnswerSchema } }, config: { objectName: 'entity' } },
    async (request, reply) => {
      const [identity, user] = await Promise.all([request.storeIdentity(), request.currentUser()]);
      const { confirmUpdate } = gateway;
      const confirm: UpdateCheck['confirm'] = confirmUpdate && ((family, documentId, body) => confirmUpdate(user, family, documentId, body));
      const outcome = await updateDocument(gateway, identity, request.params.id, request.body, { captcha: request.query, confirm });
      if (outcome.ok) return outcome.id;
      if (outcome.listId !== undefined) reply.header(LIST_ID_HEADER, String(outcome.listId));
      return outcome.result;
    },
  );

  app.delete<{ Params: { id: number }; Querystring: { captcha?: string; hiddenCaptcha?: string } }>(
    `${BASE}/entities/:id`,
    { onRequest: identified, schema: { params: ID_PARAMS, querystring: CAPTCHA_QUERY, response: { 204: { type: 'null', description: 'Deleted' } } } },
    async (request, reply) => {
      await deleteDocument(gateway, await request.storeIdentity(), request.params.id, request.query);
      reply.status(204).send();
    },
  );

  app.get<{ Params: { id: number }; Querystring: { forSign?: boolean } }>(
    `${BASE}/entities/:id/getFile`,
    {
      onRequest: identified,
      schema: { params: ID_PARAMS, querystring: { type: 'object', properties: { forSign: { type: 'boolean' } }, additionalProperties: false } },
    },
    async (request, reply) => {
      const identity = await request.storeIdentity();
      const { file, newerId } = await readDocumentFile(gateway, identity, request.params.id, { action: 'download', detail: request.query.forSign ? 'for signing' : undefined });
      if (newerId !== undefined) reply.header('x-new-doc-id', String(newerId));
      return sendFileAnswer(reply, file, { disposition: 'attachment' });
    },
  );

  // A link to open in a new tab carries this token, never the session token (view-tokens.ts).
  app.post<{ Params: { id: number } }>(`${BASE}/entities/:id/view-token`, { onRequest: identified, schema: { params: ID_PARAMS, response: { 200: viewTokenSchema } } }, async (request) =>
    issueViewToken(gateway, await request.storeIdentity(), request.params.id),
  );

  app.get<{ Params: { id: number }; Querystring: { token: string } }>(
    `${BASE}/entities/:id/getFile/inline`,
    { schema: { params: ID_PARAMS, querystring: TOKEN_QUERY } },
    async (request, reply) => {
      const identity = await viewTokenIdentity(gateway, request.query.token, request.params.id);
      const { file, newerId } = await readDocumentFile(gateway, identity, request.params.id, { action: 'view' });
      if (newerId !== undefined) reply.header('x-new-doc-id', String(newerId));
      return sendFileAnswer(reply, file, { disposition: 'inline' });
    },
  );

  // Only those who manage the documents read it (audit-trail.ts).
  app.get<{ Params: { id: number } }>(`${BASE}/entities/:id/audit`, { onRequest: identified, schema: { params: ID_PARAMS, response: { 200: { type: 'array', items: auditEntrySchema } } } }, async (request) =>
    readAuditTrail(gateway, await request.storeIdentity(), request.params.id),
  );
}
