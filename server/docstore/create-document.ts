import type { StoreIdentity } from './access.js';
import { badRequest } from '../errors/app-error.js';
import { allowed, fileTooLarge, guestCaptcha, type Gateway } from './gateway.js';
import { findFamily } from './query.js';
import { parseWrite, requireFields, type WriteBody } from './payload.js';

/**
 * Writes a new document of the family the body names (fidf or fam) for an identity that may create
 * there: its values and file from an entity write's body, checked against the family. Guests answer
 * a captcha (spec 001 §4). Answers the new document's id.
 */
export async function createDocument(gateway: Gateway, identity: StoreIdentity, body: WriteBody, captcha: { captcha?: string; hiddenCaptcha?: string }): Promise<number> {
  const fam = body.fidf ?? body.fam;
  if (fam === undefined) throw badRequest('A new document names its family (fidf or fam)');
  const family = findFamily(gateway.store.families(), fam);
  await allowed(gateway, identity, family, 'create');
  const { values, file } = parseWrite(body, family, gateway.store.lists());
  if (file) {
    fileTooLarge(gateway, file.content.length);
    await gateway.checkUpload?.(family, file.content);
  }
  requireFields(family, values);
  // Last, so that a guest's answer is spent only on a write that would succeed.
  await guestCaptcha(gateway, identity, captcha);
  return gateway.store.create({ familyId: family.id, values, file }, identity.login);
}
