import { badRequest, notFound } from '../errors/app-error.js';
import type { StoreIdentity } from './access.js';
import { documentFor, fileTooLarge, guestCaptcha, type Gateway } from './gateway.js';
import { decodeFile } from './payload.js';
import type { StoredAttachment, StoredFile } from './store.js';
import type { AttachmentOnWire } from '../../src/shared/documents/gateway-wire.js';
import type { AttachmentBody } from '../../src/shared/documents/attachment-body.js';

/**
 * A document's attachments (spec 001 §7): they belong to the document, not to one version, so every
 * version id lists the same ones. Adding or deleting needs the update right, reading the read right.
 */

export async function listAttachments(gateway: Gateway, identity: StoreIdentity, id: number): Promise<AttachmentOnWire[]> {
  const { doc } = await documentFor(gateway, identity, id, 'read');
  return ((await gateway.store.attachments(doc.id)) ?? []).map(toWire);
}

export async function addAttachment(gateway: Gateway, identity: StoreIdentity, id: number, body: AttachmentBody): Promise<AttachmentOnWire> {
  const { doc } = await documentFor(gateway, identity, id, 'update');
  const { originalFileName, description, fileInfo, file: content } = body;
  const file = decodeFile(fileInfo ?? '', content, originalFileName);
  fileTooLarge(gateway, file.content.length);
  const added = await gateway.store.addAttachment(doc.id, { file, description: description?.trim() || undefined }, identity.login);
  if (!added) throw notFound(`There is no document ${id}`);
  return toWire(added);
}

/** Deletes the attachments named, all or none: a guest answers a captcha first. */
export async function deleteAttachments(gateway: Gateway, identity: StoreIdentity, id: number, query: { attachsId: number[]; captcha?: string; hiddenCaptcha?: string }): Promise<void> {
  const { doc } = await documentFor(gateway, identity, id, 'update');
  await guestCaptcha(gateway, identity, query);
  const deleted = await gateway.store.deleteAttachments(doc.id, query.attachsId, identity.login);
  if (!deleted?.length) throw notFound(`Document ${id} has none of the attachments ${query.attachsId.join(', ')}`);
  const missing = query.attachsId.filter((a) => !deleted.includes(a));
  if (missing.length) throw badRequest(`Deleted ${deleted.join(', ')}; document ${id} has no attachments ${missing.join(', ')}`);
}

/** An attachment's file, read in the audit trail as downloaded or viewed (in a tab, with a view token). */
export async function readAttachment(gateway: Gateway, identity: StoreIdentity, id: number, attachmentId: number, action: 'attachment-download' | 'attachment-view'): Promise<StoredFile> {
  const { doc } = await documentFor(gateway, identity, id, 'read');
  const file = await gateway.store.attachmentFile(doc.id, attachmentId);
  if (!file) throw notFound(`Document ${id} has no attachment ${attachmentId}`);
  await gateway.store.recordRead(doc.id, action, identity.login, String(attachmentId));
  return file;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The spec's Attachment: date as YYYYMMDD and time as HH:MM:SS (UTC), like the store's dates. */
function toWire(a: StoredAttachment): AttachmentOnWire {
  const d = new Date(a.createdAt);
  return {
    attachmentID: a.id,
    originalFileName: a.fileName,
    description: a.description,
    userName: a.createdBy,
    date: `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
    contentType: a.contentType,
    size: a.size,
  };
}
