import type { AuditEntryOnWire } from '../../src/shared/documents/gateway-wire.js';
import type { StoreIdentity } from './access.js';
import { documentFor, type Gateway } from './gateway.js';

/**
 * A document's audit trail, for an identity with the update right on its family: the trail names
 * people (logins, signers' e-mail addresses), so those who manage the documents read it, not every
 * reader (docs/decisions.md, "Who reads a document's audit trail").
 */
export async function readAuditTrail(gateway: Gateway, identity: StoreIdentity, id: number): Promise<AuditEntryOnWire[]> {
  const { doc } = await documentFor(gateway, identity, id, 'update');
  const entries = (await gateway.store.audit(doc.id)) ?? [];
  return entries.map((e) => ({ documentId: e.documentId, action: e.action, userName: e.user, date: new Date(e.at).toISOString(), detail: e.detail }));
}
