import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import { BASE, ID_PARAMS } from '../docstore/gateway.js';
import { sendFileAnswer } from '../http/file-answers.js';
import type { SigningContext } from './context.js';
import { copyFile, requestCertificate } from './completion/copy-tokens.js';

const TOKEN_QUERY = { type: 'object', properties: { token: { type: 'string', minLength: 1, maxLength: 2000 } }, required: ['token'], additionalProperties: false } as const;

/** What a completed request leaves (docs/signing.md, "Completion"): its certificate, and the copies its mails link to. */
export function registerCompletionRoutes(app: FastifyInstance, ctx: SigningContext): void {
  app.get<{ Params: { id: number } }>(
    `${BASE}/sign/requests/:id/certificate`,
    { onRequest: requireAuthority(), schema: { description: "The completion certificate of the document's latest request, sealed by the portal. Needs the update right.", params: ID_PARAMS } },
    async (request, reply) => sendFileAnswer(reply, await requestCertificate(ctx, await request.storeIdentity(), request.params.id), { disposition: 'attachment' }),
  );

  for (const what of ['file', 'certificate'] as const)
    app.get<{ Params: { id: number }; Querystring: { token: string } }>(
      `${BASE}/sign/copy/:id${what === 'certificate' ? '/certificate' : ''}`,
      {
        schema: {
          description: `The ${what === 'file' ? 'signed PDF' : 'completion certificate'} of a completed request, with the token of a completion mail (for that version alone).`,
          params: ID_PARAMS,
          querystring: TOKEN_QUERY,
        },
      },
      async (request, reply) => sendFileAnswer(reply, await copyFile(ctx, request.query.token, request.params.id, what), { disposition: 'inline' }),
    );
}
