import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import { BASE } from '../docstore/gateway.js';
import { paginationLink } from '../http/pagination.js';
import { requestLanguage } from '../http/request-language.js';
import { parseListSort } from '../lists/list-sort.js';
import { listQuerySchema } from '../validation/list-query.js';
import { AWAITING_SORTABLE, awaitingSignatureSchema, SENT_SORTABLE, sentForSignatureSchema } from '../../src/shared/signing/inbox.js';
import type { SigningContext } from './context.js';
import { awaitingSignature, sentForSignature, type Page } from './inbox/inboxes.js';

type ListQuery = { Querystring: { page?: number; size?: number; sort?: string[]; lang?: string } };

const LIST_QUERY = listQuerySchema(100, { lang: { type: 'string', maxLength: 10 } });

/** The signature inboxes of the signed-in person (docs/signing.md, "Inboxes"), paged like every list. */
export function registerSignInboxRoutes(app: FastifyInstance, ctx: SigningContext): void {
  const signedIn = requireAuthority();
  const pageOf = (request: FastifyRequest<ListQuery>, sortable: readonly string[], what: string): Page => ({
    page: request.query.page ?? 0,
    size: request.query.size ?? 20,
    sort: parseListSort(request.query.sort, sortable, what),
    lang: requestLanguage(request),
  });
  const answer = <T>(request: FastifyRequest<ListQuery>, reply: FastifyReply, page: Page, { total, rows }: { total: number; rows: T[] }) => {
    reply.header('x-total-count', String(total)).header('link', paginationLink(request.url, page.page, page.size, total));
    return rows;
  };

  app.get<ListQuery>(
    `${BASE}/sign/inbox/awaiting`,
    { onRequest: signedIn, schema: { description: "What waits for the caller's signature now, in every family they may read.", querystring: LIST_QUERY, response: { 200: { type: 'array', items: awaitingSignatureSchema } } } },
    async (request, reply) => {
      const page = pageOf(request, AWAITING_SORTABLE, 'documents awaiting a signature');
      return answer(request, reply, page, await awaitingSignature(ctx, (await request.currentUser())!, await request.storeIdentity(), page));
    },
  );

  app.get<ListQuery>(
    `${BASE}/sign/inbox/sent`,
    { onRequest: signedIn, schema: { description: 'The signature requests the caller asked, with their state.', querystring: LIST_QUERY, response: { 200: { type: 'array', items: sentForSignatureSchema } } } },
    async (request, reply) => {
      const page = pageOf(request, SENT_SORTABLE, 'signature requests');
      return answer(request, reply, page, await sentForSignature(ctx, (await request.currentUser())!, await request.storeIdentity(), page));
    },
  );
}
