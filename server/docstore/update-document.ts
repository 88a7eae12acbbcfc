import { badRequest, notFound } from '../errors/app-error.js';
import type { StoreIdentity } from './access.js';
import { documentFor, fileTooLarge, guestCaptcha, type Gateway, type UpdateConfirmation } from './gateway.js';
import type { FamilyDefinition } from './model.js';
import { olderVersion } from './older-version.js';
import { parseUpdate, type WriteBody } from './payload.js';
import { findFamily } from './query.js';

/** What an update brings besides its body: a guest's captcha answer, and the checks its family asks of it. */
export interface UpdateCheck {
  captcha: { captcha?: string; hiddenCaptcha?: string };
  /** The checks a family may require before an update (Gateway.confirmUpdate), for this request. */
  confirm?: (family: FamilyDefinition, documentId: number, body: WriteBody) => Promise<UpdateConfirmation>;
}

/** The id of the version an update leaves current, or the number a refused confirmation answers. */
export type UpdateOutcome = { ok: true; id: number } | { ok: false; result: number; listId?: number };

/**
 * Makes a new version of a document's current version for an identity with the update right, with
 * the values and file of the body (the others carried over); nothing is written when nothing
 * changes. 409 with the current version's id when the document is an older version, or becomes
 * one meanwhile.
 */
export async function updateDocument(gateway: Gateway, identity: StoreIdentity, id: number, body: WriteBody, check: UpdateCheck): Promise<UpdateOutcome> {
  const { store } = gateway;
  const { doc: existing, family } = await documentFor(gateway, identity, id, 'update');
  const fam = body.fidf ?? body.fam;
  if (fam !== undefined && findFamily(store.families(), fam).id !== family.id)
    throw badRequest(`Document ${existing.id} belongs to the family ${family.key}`);
  const { values, file } = parseUpdate(body, family, store.lists(), existing.values);
  if (file) {
    fileTooLarge(gateway, file.content.length);
    await gateway.checkUpload?.(family, file.content);
  }
  // Families whose updates require signature credentials answer -4, -7 or -3 (server/signing) instead.
  const confirmation = check.confirm ? await check.confirm(family, existing.id, body) : undefined;
  if (confirmation && !confirmation.ok) return confirmation;
  await guestCaptcha(gateway, identity, check.captcha);
  const result = await store.update(existing.id, { values, file }, identity.login, { audit: confirmation?.audit });
  if (result.status === 'not-found') throw notFound(`There is no document ${id}`);
  if (result.status === 'superseded')
    throw olderVersion(id, result.currentId);
  return { ok: true, id: result.id };
}
