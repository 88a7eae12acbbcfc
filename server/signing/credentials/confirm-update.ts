import type { FamilyDefinition } from '../../docstore/model.js';
import type { UpdateConfirmation } from '../../docstore/gateway.js';
import { forbidden } from '../../errors/app-error.js';
import type { SignCredentials } from '../../../src/shared/signing/wire.js';
import type { SigningContext } from '../context.js';
import type { User } from '../../users/types.js';
import { checkCredentials } from './check-credentials.js';

/**
 * For `PUT entities/{id}` of a family whose updates require signature credentials: the same checks
 * and codes as a signature (-4, -7, -3 with x-list-id), and on success the audit entry naming who
 * confirmed the update and with which meaning. Guests have no signature credentials (403).
 */
export async function confirmUpdate(ctx: SigningContext, user: User | undefined, family: FamilyDefinition, documentId: number, body: SignCredentials): Promise<UpdateConfirmation> {
  if (!family.signing?.updatesRequireCredentials) return { ok: true, audit: [] };
  if (!user) throw forbidden(`Updates of ${family.key} are confirmed with signature credentials, which guests do not have`);
  const meanings = family.signing.meanings ? ctx.gateway.store.lists().find((l) => l.key === family.signing!.meanings) : undefined;
  const outcome = await checkCredentials(ctx.credentials, ctx.options.signaturePasswordMaxAgeDays, user, body, meanings);
  if (!outcome.ok) {
    await ctx.gateway.store.recordEvent(documentId, { action: 'sign-refused', detail: `update refused (${outcome.code}): ${outcome.why}` }, user.login);
    return { ok: false, result: outcome.code, ...(outcome.listId !== undefined ? { listId: outcome.listId } : {}) };
  }
  return { ok: true, audit: [{ action: 'update-authenticated', detail: `confirmed by ${user.login} with signature credentials${outcome.meaning ? `; meaning "${outcome.meaning}"` : ''}` }] };
}
