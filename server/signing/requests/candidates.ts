import { badRequest } from '../../errors/app-error.js';
import type { StoreIdentity } from '../../docstore/access.js';
import { documentFor } from '../../docstore/gateway.js';
import { MAX_SIGNER_CANDIDATES, type SignerCandidate } from '../../../src/shared/signing/requests.js';
import type { SigningContext } from '../context.js';
import { displayName } from '../credentials/reset-password.js';

/** Accounts read per search before those without the read right are left out. */
const SEARCHED = 200;

/**
 * The accounts the asker may name as signers of a document (the panel's search): activated accounts
 * whose login or name holds `text` and that may read the document's family, as a request refuses any
 * other. Asking needs the update right on the document, and so does the search.
 */
export async function signerCandidates(ctx: SigningContext, identity: StoreIdentity, documentId: number, text: string): Promise<SignerCandidate[]> {
  const { family } = await documentFor(ctx.gateway, identity, documentId, 'update');
  if (!family.signing) throw badRequest(`Documents of ${family.key} take no signatures`);
  const found: SignerCandidate[] = [];
  for (const account of await ctx.users.searchActivated(text.trim(), SEARCHED)) {
    if (found.length === MAX_SIGNER_CANDIDATES) break;
    const { read } = await ctx.gateway.access.rights({ id: account.id, login: account.login, guest: false }, family.id);
    if (read) found.push({ login: account.login, name: displayName(account) });
  }
  return found;
}
