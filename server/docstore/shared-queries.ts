import { badRequest, unauthorized } from '../errors/app-error.js';
import type { User } from '../users/types.js';
import type { StoreIdentity } from './access.js';
import { answerQuery, checkQuery, requireReadable, type Paging } from './answers.js';
import type { Gateway } from './gateway.js';
import type { QueryBody } from './query.js';

/** The longest token execute-token-query reads; a Query whose token would be longer cannot be shared. */
export const MAX_TOKEN_LENGTH = 20_000;

/** How long a query token lives when the request does not say (capped by the configured maximum). */
const DEFAULT_VALIDITY_SECONDS = 7 * 86_400;

/**
 * Issues a token granting one Query to whoever holds it (`query-tokens`). Nobody shares what they may
 * not read themselves.
 */
export async function shareQuery(gateway: Gateway, user: User, identity: StoreIdentity, body: { query: QueryBody; validitySeconds?: number }) {
  const { tokens } = gateway.queryTokens;
  const { query, validitySeconds = Math.min(DEFAULT_VALIDITY_SECONDS, tokens.maxValiditySeconds) } = body;
  if (validitySeconds > tokens.maxValiditySeconds) throw badRequest(`A query token lives at most ${tokens.maxValiditySeconds} seconds, not ${validitySeconds}`);
  checkQuery(gateway.store, query);
  await requireReadable(gateway, identity, query);
  const issued = await tokens.issue(query, user.login, validitySeconds);
  if (issued.token.length > MAX_TOKEN_LENGTH) throw badRequest('The query is too large to be shared as a link');
  return issued;
}

/**
 * Runs a shared Query for anyone holding its token (`execute-token-query`), as the account that issued
 * it, which must still exist, be activated and still may read what it shared: the query runs with the
 * rights its issuer has now, not those they had when sharing it. Answers like execute-query.
 */
export async function runSharedQuery(gateway: Gateway, token: string, paging: Paging, lang: string | undefined) {
  const { tokens, users } = gateway.queryTokens;
  const { query, issuer } = await tokens.read(token);
  const account = await users.findByLogin(issuer);
  const identity = account?.activated ? await gateway.access.identityOf(issuer) : undefined;
  if (!identity) throw unauthorized('The account that shared this query can no longer share it');
  await requireReadable(gateway, identity, query);
  return answerQuery(gateway.store, query, paging, lang);
}
