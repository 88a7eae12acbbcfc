import type { FastifyInstance } from 'fastify';
import { sendFileAnswer } from '../http/file-answers.js';
import { ID, ID_PARAMS } from '../validation/params.js';
import { viewTokenIdentity } from './view-tokens.js';
import { addAttachment, deleteAttachments, listAttachments, readAttachment } from './attachments.js';
import { BASE, bodyLimitFor, type Gateway } from './gateway.js';
import { identified } from './identity-hook.js';
import { attachmentBodySchema, type AttachmentBody } from '../../src/shared/documents/attachment-body.js';
import { attachmentOnWireSchema } from '../../src/shared/documents/gateway-wire.js';

const PARAMS = ID_PARAMS;
const ATTACHMENT_PARAMS = {
  type: 'object',
  properties: { id: ID, attachmentId: ID },
  required: ['id', 'attachmentId'],
} as const;
const DELETE_QUERY = {
  type: 'object',
  properties: {
    attachsId: { type: 'array', items: ID, minItems: 1, maxItems: 500 },
    captcha: { type: 'string', maxLength: 20 },
    hiddenCaptcha: { type: 'string', maxLength: 500 },
  },
  required: ['attachsId'],
  additionalProperties: false,
} as const;

/** The attachment routes (spec 001 §7), each over one operation of attachments.ts. */
export function registerAttachmentRoutes(app: FastifyInstance, gateway: Gateway): void {
  const path = `${BASE}/entities/:id/attachments`;

  app.get<{ Params: { id: number } }>(path, { onRequest: identified, schema: { params: PARAMS, response: { 200: { type: 'array', items: attachmentOnWireSchema } } } }, async (request) =>
    listAttachments(gateway, await request.storeIdentity(), request.params.id),
  );

  app.post<{ Params: { id: number }; Body: AttachmentBody }>(
    path,
    { onRequest: identified, bodyLimit: bodyLimitFor(gateway.maxFileBytes), schema: { params: PARAMS, body: attachmentBodySchema, response: { 201: attachmentOnWireSchema } }, config: { objectName: 'attachment' } },
    async (request, reply) => {
      const added = await addAttachment(gateway, await request.storeIdentity(), request.params.id, request.body);
      reply.status(201);
      return added;
    },
  );

  app.delete<{ Params: { id: number }; Querystring: { attachsId: number[]; captcha?: string; hiddenCaptcha?: string } }>(
    path,
    { onRequest: identified, schema: { params: PARAMS, querystring: DELETE_QUERY, response: { 204: { type: 'null', description: 'Deleted' } } } },
    async (request, reply) => {
      await deleteAttachments(gateway, await request.storeIdentity(), request.params.id, request.query);
      reply.status(204).send();
    },
  );

  app.get<{ Params: { id: number; attachmentId: number } }>(
    `${path}/download/:attachmentId`,
    { onRequest: identified, schema: { params: ATTACHMENT_PARAMS } },
    async (request, reply) => {
      const file = await readAttachment(gateway, await request.storeIdentity(), request.params.id, request.params.attachmentId, 'attachment-download');
      return sendFileAnswer(reply, file, { disposition: 'attachment' });
    },
  );

  // A link to open in a new tab carries a view token, never the session token (view-tokens.ts).
  app.get<{ Params: { id: number; attachmentId: number }; Querystring: { token: string } }>(
    `${path}/view/:attachmentId`,
    {
      schema: {
        params: ATTACHMENT_PARAMS,
        querystring: { type: 'object', properties: { token: { type: 'string', minLength: 1, maxLength: 2000 } }, required: ['token'], additionalProperties: false },
      },
    },
    async (request, reply) => {
      const identity = await viewTokenIdentity(gateway, request.query.token, request.params.id);
      const file = await readAttachment(gateway, identity, request.params.id, request.params.attachmentId, 'attachment-view');
      return sendFileAnswer(reply, file, { disposition: 'inline' });
    },
  );
}
