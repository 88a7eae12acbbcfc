import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import { BASE, bodyLimitFor, ID_PARAMS } from '../docstore/gateway.js';
import { sendFileAnswer } from '../http/file-answers.js';
import { ID } from '../validation/params.js';
import { LIST_ID_HEADER } from '../../src/shared/signing/codes.js';
import { RESET_PASSWORD_SCHEMA, SIGN_BODY_SCHEMA, type SignBody } from '../../src/shared/signing/wire.js';
import type { SignaturePasswordInput } from '../../src/shared/signing/signature-password.js';
import { signCaller, type CallerParams, type SignCaller } from './caller.js';
import type { SigningContext } from './context.js';
import { resetSignaturePassword } from './credentials/reset-password.js';
import { documentForSigning } from './document.js';
import { requireOtp } from './otp/require-otp.js';
import { rightsFirst } from '../http/rights-first.js';
import { signDocument } from './sign-document.js';
import { signInfo } from './sign-info.js';
import { signerFile } from './signer-file.js';
import { declineSigning } from './requests/end-request.js';
import { END_REQUEST_BODY, type EndRequestBody } from '../../src/shared/signing/requests.js';
import { otpSentSchema, signInfoSchema } from '../../src/shared/signing/sign-info.js';

/** signToken and extUserId: an external signer's proof and id (docs/signing.md, "External signers"). */
const CALLER_QUERY = {
  type: 'object',
  properties: { signToken: { type: 'string', minLength: 1, maxLength: 2000 }, extUserId: ID },
  additionalProperties: false,
} as const;

const NUMBER_ANSWER = { 200: { type: 'integer', description: 'The new document id (> 0), or a negative code of docs/signing.md' } } as const;

/** The signing routes of the gateway (docs/signing.md). Each calls one operation of this folder. */
export function registerSigningRoutes(app: FastifyInstance, ctx: SigningContext): void {
  const signedIn = requireAuthority();
  // Signing and declining check the read right or the link before the body's schema (asking: request-routes.ts).
  // The caller maySign resolves before the body is read is the one the call then signs as: resolved once.
  const callers = new WeakMap<FastifyRequest, SignCaller>();
  const maySign = rightsFirst<CallerParams>(async (request, id, query) => {
    const caller = await signCaller(await request.currentUser(), ctx.gateway, ctx.signTokens, query, false);
    callers.set(request, caller);
    await documentForSigning(ctx.gateway, caller, id);
  });
  const callerOf = async (request: FastifyRequest<{ Querystring: CallerParams }>) =>
    callers.get(request) ?? (await signCaller(await request.currentUser(), ctx.gateway, ctx.signTokens, request.query, false));

  app.get<{ Params: { id: number }; Querystring: CallerParams }>(
    `${BASE}/sign/get-info/:id`,
    { schema: { description: 'The sign info of a document for the caller (an account, a guest, or an external signer with signToken).', params: ID_PARAMS, querystring: CALLER_QUERY, response: { 200: signInfoSchema } } },
    async (request) => signInfo(ctx, await signCaller(await request.currentUser(), ctx.gateway, ctx.signTokens, request.query, true), request.params.id),
  );

  app.get<{ Params: { id: number }; Querystring: CallerParams }>(
    `${BASE}/sign/require-otp/:id`,
    { schema: { description: "Mails the caller a one-time password for signing the document (a signer whose turn it is; external signers send signToken and extUserId).", params: ID_PARAMS, querystring: CALLER_QUERY, response: { 200: otpSentSchema } } },
    async (request) => requireOtp(ctx, await signCaller(await request.currentUser(), ctx.gateway, ctx.signTokens, request.query, false), request.params.id),
  );

  app.put<{ Params: { id: number }; Querystring: CallerParams; Body: SignBody }>(
    `${BASE}/sign/document/:id`,
    {
      preValidation: maySign,
      bodyLimit: bodyLimitFor(ctx.gateway.maxFileBytes),
      schema: { description: 'Signs the document: the new version id, or a negative code (-3 with x-list-id).', params: ID_PARAMS, querystring: CALLER_QUERY, body: SIGN_BODY_SCHEMA, response: NUMBER_ANSWER },
      config: { objectName: 'sign' },
    },
    async (request, reply) => {
      const outcome = await signDocument(ctx, await callerOf(request), request.params.id, request.body, request.ip);
      if (outcome.listId !== undefined) reply.header(LIST_ID_HEADER, String(outcome.listId));
      return outcome.result;
    },
  );

  app.post<{ Params: { id: number }; Querystring: CallerParams; Body: EndRequestBody }>(
    `${BASE}/sign/decline/:id`,
    {
      preValidation: maySign,
      schema: { description: 'A signer of the open request (an account, or an external signer with signToken) declines to sign, saying why: the request ends, and its asker is told.', params: ID_PARAMS, querystring: CALLER_QUERY, body: END_REQUEST_BODY, response: { 204: { type: 'null', description: 'Declined' } } },
      config: { objectName: 'decline' },
    },
    async (request, reply) => {
      await declineSigning(ctx, await callerOf(request), request.params.id, request.body.reason);
      reply.status(204).send();
    },
  );

  // External signers have no session: their viewer reads the PDF with the link's token.
  app.get<{ Params: { id: number }; Querystring: CallerParams & { signToken: string } }>(
    `${BASE}/sign/file/:id`,
    { schema: { description: "An external signer's copy of the document's file, with the signToken of their link.", params: ID_PARAMS, querystring: { ...CALLER_QUERY, required: ['signToken'] } } },
    async (request, reply) => {
      const caller = await signCaller(await request.currentUser(), ctx.gateway, ctx.signTokens, request.query, false);
      const { file, newest } = await signerFile(ctx, caller, request.params.id);
      if (newest !== undefined) reply.header('x-new-doc-id', String(newest));
      return sendFileAnswer(reply, file, { disposition: 'inline' });
    },
  );

  app.put<{ Body: SignaturePasswordInput }>(
    `${BASE}/update-auth/reset-password`,
    {
      onRequest: signedIn,
      schema: { description: "Sets (SET) or changes (RESET, with signOldPassword) the signed-in account's signature password: 0, or a code from -990 to -998.", body: RESET_PASSWORD_SCHEMA, response: NUMBER_ANSWER },
      config: { objectName: 'signaturePassword' },
    },
    async (request) => resetSignaturePassword({ credentials: ctx.credentials, engine: ctx.engine, log: request.log }, (await request.currentUser())!, request.body),
  );
}
