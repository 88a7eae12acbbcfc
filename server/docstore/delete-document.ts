import { notFound } from '../errors/app-error.js';
import type { StoreIdentity } from './access.js';
import { documentFor, guestCaptcha, type Gateway } from './gateway.js';

/** Deletes a document with every version, for an identity with the delete right; guests answer a captcha. */
export async function deleteDocument(gateway: Gateway, identity: StoreIdentity, id: number, captcha: { captcha?: string; hiddenCaptcha?: string }): Promise<void> {
  await documentFor(gateway, identity, id, 'delete');
  await guestCaptcha(gateway, identity, captcha);
  if (!(await gateway.store.delete(id, identity.login))) throw notFound(`There is no document ${id}`);
}
