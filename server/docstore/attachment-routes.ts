import type { FastifyInstance } from 'fastify';
import { sendFileAnswer } from '../http/file-answers.js';
import { badRequest, notFound } from '../errors/app-error.js';
import { ID, ID_PARAMS } from '../validation/params.js';
import { viewTokenIdentity } from './view-tokens.js';
import { BASE, bodyLimitFor, documentFor, fileTooLarge, guestCaptcha, type Gateway } from './gateway.js';
import { identified } from './identity-hook.js';
import { decodeFile } from './payload.js';
import type { StoredAttachment } from './store.js';
import type { AttachmentOnWire } from '../../src/shared/documents/gateway-wire.js';
import { attachmentBodySchema, type AttachmentBody } from '../../src/shared/documents/attachment-body.js';

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

/**
 * A document's attachments (spec 001 §7): they belong to the document, not to one version, so every
 * version id lists the same ones. Adding or deleting needs the update right, reading the read right.
 */
export function registerAttachmentRoutes(app: FastifyInstance, gateway: Gateway): void {
  const { store } = gateway;
  const path = `${BASE}/entities/:id/attachments`;

  app.get<{ Params: { id: number } }>(path, { onRequest: identified, schema: { params: PARAMS } }, async (request) => {
    const identity = await request.storeIdentity();
    const { doc } = await documentFor(gateway, identity, request.params.id, 'read');
    return ((await store.attachments(doc.id)) ?? []).map(toWire);
  });

  app.post<{ Params: { id: number }; Body: AttachmentBody }>(
    path,
    { onRequest: identified, bodyLimit: bodyLimitFor(gateway.maxFileBytes), schema: { params: PARAMS, body: attachmentBodySchema }, config: { objectName: 'attachment' } },
    async (request, reply) => {
      const identity = await request.storeIdentity();
      const { doc } = await documentFor(gateway, identity, request.params.id, 'update');
      const { originalFileName, description, fileInfo, file: content } = request.body;
      const file = decodeFile(fileInfo ?? '', content, originalFileName);
      fileTooLarge(gateway, file.content.length);
      const added = await store.addAttachment(doc.id, { file, description: description?.trim() || undefined }, identity.login);
      if (!added) throw notFound(`There is no document ${request.params.id}`);
      reply.status(201);
      return toWire(added);
    },
  );

  app.delete<{ Params: { id: number }; Querystring: { attachsId: number[]; captcha?: string; hiddenCaptcha?: string } }>(
    path,
    { onRequest: identified, schema: { params: PARAMS, querystring: DELETE_QUERY } },
    async (request, reply) => {
      const identity = await request.storeIdentity();
      const { doc } = await documentFor(gateway, identity, request.params.id, 'update');
      await guestCaptcha(gateway, identity, request.query);
      const deleted = await store.deleteAttachments(doc.id, request.query.attachsId, identity.login);
      if (!deleted?.length) throw notFound(`Document ${request.params.id} has none of the attachments ${request.query.attachsId.join(', ')}`);
      const missing = request.query.attachsId.filter((a) => !deleted.includes(a));
      if (missing.length) throw badRequest(`Deleted ${deleted.join(', ')}; document ${request.params.id} has no attachments ${missing.join(', ')}`);
      reply.status(204).send();
    },
  );

  app.get<{ Params: { id: number; attachmentId: number } }>(
    `${path}/download/:attachmentId`,
    { onRequest: identified, schema: { params: ATTACHMENT_PARAMS } },
    async (request, reply) => {
      const identity = await request.storeIdentity();
      const { doc } = await documentFor(gateway, identity, request.params.id, 'read');
      const file = await store.attachmentFile(doc.id, request.params.attachmentId);
      if (!file) throw notFound(`Document ${request.params.id} has no attachment ${request.params.attachmentId}`);
      await store.recordRead(doc.id, 'attachment-download', identity.login, String(request.params.attachmentId));
      return sendFileAnswer(reply, file, { disposition: 'attachment' });
    },
  );

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
      const { doc } = await documentFor(gateway, identity, request.params.id, 'read');
      const file = await store.attachmentFile(doc.id, request.params.attachmentId);
      if (!file) throw notFound(`Document ${request.params.id} has no attachment ${request.params.attachmentId}`);
      await store.recordRead(doc.id, 'attachment-view', identity.login, String(request.params.attachmentId));
      return sendFileAnswer(reply, file, { disposition: 'inline' });
    },
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The spec's Attachment: date as YYYYMMDD and time as HH:MM:SS (UTC), like the store's dates. */
function toWire(a: StoredAttachment): AttachmentOnWire {
  const d = new Date(a.createdAt);
  return {
    attachmentID: a.id,
    originalFileName: a.fileName,
    description: a.description,
    userName: a.createdBy,
    date: `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
    contentType: a.contentType,
    size: a.size,
  };
}
