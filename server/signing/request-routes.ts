import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import { BASE, documentFor, ID_PARAMS } from '../docstore/gateway.js';
import { ID } from '../validation/params.js';
import { rightsFirst } from '../http/rights-first.js';
import { NEW_SIGN_REQUEST_SCHEMA, type NewSignRequest } from '../../src/shared/signing/wire.js';
import {
  END_REQUEST_BODY,
  REMIND_ANSWER,
  REMIND_BODY,
  REPLACE_SIGNER_BODY,
  SIGNER_CANDIDATES_ANSWER,
  SIGNER_CANDIDATES_QUERY,
  signRequestViewSchema,
  type EndRequestBody,
  type RemindBody,
  type ReplaceSignerBody,
} from '../../src/shared/signing/requests.js';
import { createdSignRequestSchema, type CreatedSignRequest } from '../../src/shared/signing/created-request.js';
import type { SigningContext } from './context.js';
import { signerCandidates } from './requests/candidates.js';
import { createSignRequest } from './requests/create-request.js';
import { voidSignRequest } from './requests/end-request.js';
import { remindNow } from './requests/remind.js';
import { replaceSigner } from './requests/replace-signer.js';
import { readSignRequest } from './requests/request-view.js';

/** Asking needs the update right, checked before the body's schema: a caller without it learns nothing of the rules. */
const mayAskOf = (ctx: SigningContext) =>
  rightsFirst(async (request, id) => {
    await documentFor(ctx.gateway, await request.storeIdentity(), id, 'update');
  });

/** Asking for signatures (docs/signing.md, "Asking for signatures"): who may be asked, and the request. */
export function registerSignRequestRoutes(app: FastifyInstance, ctx: SigningContext): void {
  const signedIn = requireAuthority();
  const mayAsk = mayAskOf(ctx);

  app.post<{ Params: { id: number }; Body: NewSignRequest }>(
    `${BASE}/sign/requests/:id`,
    {
      onRequest: signedIn,
      preValidation: mayAsk,
      schema: {
        description: 'Asks for signatures on a document: signers (accounts or e-mail addresses) in order, their boxes, mode, due date, reasons. Needs the update right on the family. 201 with the request; 409 when one is open.',
        params: ID_PARAMS,
        body: NEW_SIGN_REQUEST_SCHEMA,
        response: { 201: createdSignRequestSchema },
      },
      config: { objectName: 'signRequest' },
    },
    async (request, reply): Promise<CreatedSignRequest> => {
      const created = await createSignRequest(ctx, (await request.currentUser())!, request.params.id, request.body);
      reply.status(201);
      return created;
    },
  );

  app.get<{ Params: { id: number }; Querystring: { q?: string } }>(
    `${BASE}/sign/candidates/:id`,
    {
      onRequest: signedIn,
      schema: {
        description: 'The accounts that may be asked to sign the document: activated, their login or name holding q, with the read right on its family. Needs the update right.',
        params: ID_PARAMS,
        querystring: SIGNER_CANDIDATES_QUERY,
        response: SIGNER_CANDIDATES_ANSWER,
      },
    },
    async (request) => signerCandidates(ctx, await request.storeIdentity(), request.params.id, request.query.q ?? ''),
  );
}

const VIEW = { 200: signRequestViewSchema } as const;

/** Following a request (docs/signing.md, "Following a request"): its view, reminders, void, another signer. */
export function registerFollowUpRoutes(app: FastifyInstance, ctx: SigningContext): void {
  const signedIn = requireAuthority();
  const mayAsk = mayAskOf(ctx);

  app.get<{ Params: { id: number } }>(
    `${BASE}/sign/requests/:id`,
    { onRequest: signedIn, schema: { description: "The document's latest signature request as its asker follows it: its state, each signer's, the signing history. Needs the update right.", params: ID_PARAMS, response: VIEW } },
    async (request) => readSignRequest(ctx, await request.storeIdentity(), request.params.id),
  );

  app.post<{ Params: { id: number }; Body: EndRequestBody }>(
    `${BASE}/sign/requests/:id/void`,
    {
      onRequest: signedIn,
      preValidation: mayAsk,
      schema: { description: 'Withdraws the open request, saying why: the signers who were invited are told, their links stop working. Needs the update right.', params: ID_PARAMS, body: END_REQUEST_BODY, response: VIEW },
      config: { objectName: 'signRequest' },
    },
    async (request) => voidSignRequest(ctx, (await request.currentUser())!, await request.storeIdentity(), request.params.id, request.body.reason),
  );

  app.post<{ Params: { id: number }; Body: RemindBody }>(
    `${BASE}/sign/requests/:id/remind`,
    {
      onRequest: signedIn,
      preValidation: mayAsk,
      schema: { description: 'Reminds one signer whose turn it is (signerId), or all of them, each at most once an hour. Needs the update right.', params: ID_PARAMS, body: REMIND_BODY, response: REMIND_ANSWER },
      config: { objectName: 'reminder' },
    },
    async (request) => remindNow(ctx, (await request.currentUser())!.login, await request.storeIdentity(), request.params.id, request.body.signerId),
  );

  app.put<{ Params: { id: number; signerId: number }; Body: ReplaceSignerBody }>(
    `${BASE}/sign/requests/:id/signers/:signerId`,
    {
      onRequest: signedIn,
      preValidation: mayAsk,
      schema: {
        description: 'Puts another person (an account, or an e-mail address) in place of a signer who has not signed, at the same step with the same boxes. Needs the update right.',
        params: { type: 'object', properties: { id: ID, signerId: ID }, required: ['id', 'signerId'] },
        body: REPLACE_SIGNER_BODY,
        response: VIEW,
      },
      config: { objectName: 'signer' },
    },
    async (request) => replaceSigner(ctx, (await request.currentUser())!, await request.storeIdentity(), request.params.id, request.params.signerId, request.body),
  );
}
