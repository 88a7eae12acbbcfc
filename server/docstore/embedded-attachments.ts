import type { Db } from '../database.js';
import { insertFile, record } from './embedded-writes.js';
import type { FileStorage } from './file-storage.js';
import type { AttachmentInput, StoredAttachment } from './store.js';

type Row = Record<string, unknown>;

/**
 * A document's attachments in the embedded store (embedded.ts): they hang on its first version's id
 * (rootId), so every version shares them; a deleted one keeps its row, marked with who deleted it and when.
 */

/** The attachments of a document, oldest first. */
export async function listAttachments(db: Db, rootId: number): Promise<StoredAttachment[]> {
  const rows = await attachmentRows(db, rootId).orderBy('a.id').execute();
  return rows.map(toAttachment);
}

/** Stores an attachment's file and row, and notes it in the audit trail of the document version `id`. */
export async function addAttachment(trx: Db, storage: FileStorage, rootId: number, id: number, input: AttachmentInput, user: string): Promise<StoredAttachment> {
  const file = await insertFile(trx, storage, input.file);
  const { id: attachmentId } = await trx
    .insertInto('ds_attachment')
    .values({ root_id: rootId, file_id: file.id, original_file_name: file.name, description: input.description ?? null, created_by: user, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await record(trx, rootId, id, 'attachment-add', user, `${Number(attachmentId)} ${file.name}`);
  const row = await attachmentRows(trx, rootId).where('a.id', '=', Number(attachmentId)).executeTakeFirstOrThrow();
  return toAttachment(row);
}

/** Marks those of the attachments named that the document holds deleted; answers their ids. */
export async function deleteAttachments(trx: Db, rootId: number, id: number, attachmentIds: number[], user: string): Promise<number[]> {
  const found = await trx
    .selectFrom('ds_attachment')
    .select(['id', 'original_file_name'])
    .where('root_id', '=', rootId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', attachmentIds.length ? attachmentIds : [-1])
    .execute();
  if (!found.length) return [];
  const ids = found.map((r) => r.id);
  await trx.updateTable('ds_attachment').set({ deleted_by: user, deleted_at: Date.now() }).where('id', 'in', ids).execute();
  for (const r of found) await record(trx, rootId, id, 'attachment-delete', user, `${r.id} ${r.original_file_name}`);
  return ids;
}

/** The attachments of a document that are not deleted, with their file's type and size. */
export function attachmentRows(db: Db, rootId: number) {
  return db
    .selectFrom('ds_attachment as a')
    .innerJoin('ds_file as f', 'f.id', 'a.file_id')
    .select(['a.id', 'a.file_id', 'a.original_file_name', 'a.description', 'a.created_by', 'a.created_at', 'f.content_type', 'f.size'])
    .where('a.root_id', '=', rootId)
    .where('a.deleted_at', 'is', null);
}

function toAttachment(row: Row): StoredAttachment {
  return {
    id: Number(row.id),
    fileName: String(row.original_file_name),
    description: row.description == null ? null : String(row.description),
    contentType: String(row.content_type),
    size: Number(row.size),
    createdBy: String(row.created_by),
    createdAt: Number(row.created_at),
  };
}
