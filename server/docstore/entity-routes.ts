import type { FastifyInstance } from 'fastify';
import { sendFileAnswer } from '../http/file-answers.js';
import { badRequest, notFound, unauthorized } from '../errors/app-error.js';
import { olderVersion } from './older-version.js';
import { allowed, BASE, bodyLimitFor, identified, documentFor, fileTooLarge, guestCaptcha, ID_PARAMS, VIEW_TOKEN_PURPOSE, type Gateway } from './gateway.js';
import { parseUpdate, parseWrite, requireFields, WRITE_BODY_SCHEMA, type WriteBody } from './payload.js';
import { findFamily } from './query.js';
import { LIST_ID_HEADER } from '../../src/shared/signing/codes.js';

const CAPTCHA_QUERY = {
  type: 'object',
  properties: { captcha: { type: 'string', maxLength: 20 }, hiddenCaptcha: { type: 'string', maxLength: 500 } },
  additionalProperties: false,
} as const;
const TOKEN_QUERY = { type: 'object', properties: { token: { type: 'string', minLength: 1, maxLength: 2000 } }, required: ['token'], additionalProperties: false } as const;

/** Documents: create, update into versions, delete, their files, the links that open a file in a tab, and the audit trail. */
export function registerEntityRoutes(app: FastifyInstance, gateway: Gateway): void {
  const { store } = gateway;
  const lists = () => store.lists();
  const withIdentity = identified(gateway);
  const bodyLimit = bodyLimitFor(gateway.maxFileBytes);

  // Guests answer a captcha to save (spec 001 §4), as they do to delete: in the query string.
  app.post<{ Body: WriteBody; Querystring: { captcha?: string; hiddenCaptcha?: string } }>(
    `${BASE}/entities`,
    { onRequest: withIdentity, bodyLimit, schema: { body: WRITE_BODY_SCHEMA, querystring: CAPTCHA_QUERY }, config: { objectName: 'entity' } },
    async (request, reply) => {
      const fam = request.body.fidf ?? request.body.fam;
      if (fam === undefined) throw badRequest('A new document names its family (fidf or fam)');
      const family = findFamily(store.families(), fam);
      const identity = await allowed(gateway, request, family, 'create');
      const { values, file } = parseWrite(request.body, family, lists());
      if (file) fileTooLarge(gateway, file.content.length);
      requireFields(family, values);
      // Last, so that a guest's answer is spent only on a write that would succeed.
      await guestCaptcha(gateway, identity, request.query);
      const id = await store.create({ familyId: family.id, values, file }, identity.login);
      reply.status(201);
      return id;
    },
  );

  app.put<{ Body: WriteBody; Params: { id: number }; Querystring: { captcha?: string; hiddenCaptcha?: string } }>(
    `${BASE}/entities/:id`,
    { onRequest: withIdentity, bodyLimit, schema: { body: WRITE_BODY_SCHEMA, params: ID_PARAMS, querystring: CAPTCHA_QUERY }, config: { objectName: 'entity' } },
    async (request, reply) => {
      const identity = await gateway.access.identity(request);
      const { doc: existing, family } = await documentFor(gateway, identity, request.params.id, 'update');
      const fam = request.body.fidf ?? request.body.fam;
      if (fam !== undefined && findFamily(store.families(), fam).id !== family.id)
        throw badRequest(`Document ${existing.id} belongs to the family ${family.key}`);
      const { values, file } = parseUpdate(request.body, family, lists(), existing.values);
      if (file) fileTooLarge(gateway, file.content.length);
      // Families whose updates require signature credentials answer -4, -7 or -3 (server/signing) instead.
      const confirmation = gateway.confirmUpdate ? await gateway.confirmUpdate(request, family, existing.id, request.body) : undefined;
      if (confirmation && !confirmation.ok) {
        if (confirmation.listId !== undefined) reply.header(LIST_ID_HEADER, String(confirmation.listId));
        return confirmation.result;
      }
      await guestCaptcha(gateway, identity, request.query);
      const result = await store.update(existing.id, { values, file }, identity.login, { audit: confirmation?.audit });
      if (result.status === 'not-found') throw notFound(`There is no document ${request.params.id}`);
      if (result.status === 'superseded')
        throw olderVersion(request.params.id, result.currentId);
      return result.id;
    },
  );

  app.delete<{ Params: { id: number }; Querystring: { captcha?: string; hiddenCaptcha?: string } }>(
    `${BASE}/entities/:id`,
    { onRequest: withIdentity, schema: { params: ID_PARAMS, querystring: CAPTCHA_QUERY } },
    async (request, reply) => {
      const identity = await gateway.access.identity(request);
      await documentFor(gateway, identity, request.params.id, 'delete');
      await guestCaptcha(gateway, identity, request.query);
      if (!(await store.delete(request.params.id, identity.login))) throw notFound(`There is no document ${request.params.id}`);
      reply.status(204).send();
    },
  );

  app.get<{ Params: { id: number }; Querystring: { forSign?: boolean } }>(
    `${BASE}/entities/:id/getFile`,
    {
      onRequest: withIdentity,
      schema: { params: ID_PARAMS, querystring: { type: 'object', properties: { forSign: { type: 'boolean' } }, additionalProperties: false } },
    },
    async (request, reply) => {
      const identity = await gateway.access.identity(request);
      const { doc } = await documentFor(gateway, identity, request.params.id, 'read');
      const file = await store.file(doc.id);
      if (!file) throw notFound(`Document ${request.params.id} has no file`);
      await store.recordRead(doc.id, 'download', identity.login, request.query.forSign ? 'for signing' : undefined);
      if (doc.currentId !== doc.id) reply.header('x-new-doc-id', String(doc.currentId));
      return sendFileAnswer(reply, file, { disposition: 'attachment' });
    },
  );

  // A link to open in a new tab carries this token, never the session token: it opens one document's
  // file and attachments, for a short while, with the rights its holder has when it is used.
  app.post<{ Params: { id: number } }>(`${BASE}/entities/:id/view-token`, { onRequest: withIdentity, schema: { params: ID_PARAMS } }, async (request) => {
    const identity = await gateway.access.identity(request);
    const { doc } = await documentFor(gateway, identity, request.params.id, 'read');
    const token = await gateway.tokens.signScoped(VIEW_TOKEN_PURPOSE, identity.login, { doc: doc.id, guest: identity.guest ? 1 : 0 }, gateway.fileTokenSeconds);
    return { token, expiresIn: gateway.fileTokenSeconds };
  });

  app.get<{ Params: { id: number }; Querystring: { token: string } }>(
    `${BASE}/entities/:id/getFile/inline`,
    { schema: { params: ID_PARAMS, querystring: TOKEN_QUERY } },
    async (request, reply) => {
      const identity = await viewTokenIdentity(gateway, request.query.token, request.params.id);
      const { doc } = await documentFor(gateway, identity, request.params.id, 'read');
      const file = await store.file(doc.id);
      if (!file) throw notFound(`Document ${request.params.id} has no file`);
      await store.recordRead(doc.id, 'view', identity.login);
      if (doc.currentId !== doc.id) reply.header('x-new-doc-id', String(doc.currentId));
      return sendFileAnswer(reply, file, { disposition: 'inline' });
    },
  );

  app.get<{ Params: { id: number } }>(`${BASE}/entities/:id/audit`, { onRequest: withIdentity, schema: { params: ID_PARAMS } }, async (request) => {
    const identity = await gateway.access.identity(request);
    const { doc } = await documentFor(gateway, identity, request.params.id, 'read');
    const entries = (await store.audit(doc.id)) ?? [];
    return entries.map((e) => ({ documentId: e.documentId, action: e.action, userName: e.user, date: new Date(e.at).toISOString(), detail: e.detail }));
  });
}

/** The identity a view token was issued to, when the token is genuine, unexpired and for this document. */
export async function viewTokenIdentity(gateway: Gateway, token: string, documentId: number) {
  const claims = await gateway.tokens.verifyScoped(VIEW_TOKEN_PURPOSE, token);
  if (!claims) throw unauthorized('The link has expired or is not valid: open the document again');
  if (claims.doc !== documentId) throw unauthorized('The link was made for another document');
  const identity = await gateway.access.identityOf(claims.sub, claims.guest === 1);
  if (!identity) throw unauthorized('The account the link was made for no longer exists');
  return identity;
}
