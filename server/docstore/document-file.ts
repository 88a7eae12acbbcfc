import { notFound } from '../errors/app-error.js';
import type { StoreIdentity } from './access.js';
import { documentFor, type Gateway } from './gateway.js';
import type { StoredFile } from './store.js';

/**
 * A document version's file for an identity with the read right, its reading noted in the audit
 * trail (`download`, or `view` in a tab); with the id of the current version when the one asked
 * for is older. 404 when the document has no file.
 */
export async function readDocumentFile(
  gateway: Gateway,
  identity: StoreIdentity,
  id: number,
  reading: { action: 'download' | 'view'; detail?: string },
): Promise<{ file: StoredFile; newerId?: number }> {
  const { doc } = await documentFor(gateway, identity, id, 'read');
  const file = await gateway.store.file(doc.id);
  if (!file) throw notFound(`Document ${id} has no file`);
  await gateway.store.recordRead(doc.id, reading.action, identity.login, reading.detail);
  return { file, newerId: doc.currentId !== doc.id ? doc.currentId : undefined };
}
