import { unauthorized } from '../errors/app-error.js';
import type { StoreIdentity } from './access.js';
import { documentFor, VIEW_TOKEN_PURPOSE, type Gateway } from './gateway.js';

/**
 * A link to open in a new tab carries a view token, never the session token: it opens one
 * document's file and attachments, for a short while, with the rights its holder has when it is used.
 */
export async function issueViewToken(gateway: Gateway, identity: StoreIdentity, id: number): Promise<{ token: string; expiresIn: number }> {
  const { doc } = await documentFor(gateway, identity, id, 'read');
  const token = await gateway.tokens.signScoped(VIEW_TOKEN_PURPOSE, identity.login, { doc: doc.id, guest: identity.guest ? 1 : 0 }, gateway.fileTokenSeconds);
  return { token, expiresIn: gateway.fileTokenSeconds };
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
