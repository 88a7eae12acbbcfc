import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import { BASE, documentFor, ID_PARAMS } from '../docstore/gateway.js';
import { rightsFirst } from '../http/rights-first.js';
import { NEW_SIGN_REQUEST_SCHEMA, type NewSignRequest } from '../../src/shared/signing/wire.js';
import { SIGNER_CANDIDATES_ANSWER, SIGNER_CANDIDATES_QUERY } from '../../src/shared/signing/requests.js';
import type { SigningContext } from './context.js';
import { signerCandidates } from './requests/candidates.js';
import { createSignRequest } from './requests/create-request.js';

/** Asking for signatures (docs/signing.md, "Asking for signatures"): who may be asked, and the request. */
export function registerSignRequestRoutes(app: FastifyInstance, ctx: SigningContext): void {
  const signedIn = requireAuthority();
  // Asking needs the update right, checked before the body's schema: a caller without it learns nothing of the rules.
  const mayAsk = rightsFirst(async (request, id) => {
    await documentFor(ctx.gateway, await request.storeIdentity(), id, 'update');
  });

  app.post<{ Params: { id: number }; Body: NewSignRequest }>(
    `${BASE}/sign/requests/:id`,
    {
      onRequest: signedIn,
      preValidation: mayAsk,
      schema: {
        description: 'Asks for signatures on a document: signers (accounts or e-mail addresses) in order, their boxes, mode, due date, reasons. Needs the update right on the family. 201 with the request; 409 when one is open.',
        params: ID_PARAMS,
        body: NEW_SIGN_REQUEST_SCHEMA,
      },
      config: { objectName: 'signRequest' },
    },
    async (request, reply) => {
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
