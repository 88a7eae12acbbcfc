import { createHash } from 'node:crypto';
import type { Db } from '../database.js';
import type { FamilyDefinition } from './model.js';
import { sanitizeFileName, sniffContentType } from './sniff.js';
import type { FileStorage } from './file-storage.js';
import type { AlongWithWrite, AuditAction, DocumentInput, FieldValues, FileInput, UpdateResult } from './store.js';
import { STATE } from './store-tables.js';
import { familyTable, familyTables, fieldColumn, lowerColumn, lowerText } from './tables.js';

type Row = Record<string, unknown>;

/**
 * The embedded store's writes (embedded.ts), each inside the transaction it is given: a document's
 * first version, a new version, its deletion with every version, the stored files, and the audit
 * trail and family counts that every write keeps.
 */

/** Writes a new document's first version, its file and its values; answers its id. */
export async function insertDocument(trx: Db, storage: FileStorage, family: FamilyDefinition, input: DocumentInput, user: string): Promise<number> {
  const file = input.file ? await insertFile(trx, storage, input.file) : undefined;
  const { id } = await trx
    .insertInto('ds_document')
    .values({
      family_id: family.id,
      version: 1,
      state: STATE.current,
      file_id: file?.id ?? null,
      file_name: file?.name ?? null,
      created_by: user,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('ds_document').set({ root_id: id }).where('id', '=', id).execute();
  await familyTables(trx).insertInto(familyTable(family.id)).values({ document_id: id, state: STATE.current, ...toColumns(family, input.values) }).execute();
  await countCurrent(trx, family.id, +1);
  await record(trx, Number(id), Number(id), 'create', user, file?.name);
  return Number(id);
}

/**
 * Makes a new current version of a document with the values and file given (the others carried
 * over), unless nothing changes; the version it replaces becomes an older one.
 */
export async function insertVersion(
  trx: Db,
  store: { storage: FileStorage; family: (id: number) => FamilyDefinition },
  id: number,
  input: Partial<DocumentInput> & { values: FieldValues },
  user: string,
  along: AlongWithWrite,
): Promise<UpdateResult> {
  const doc = await trx.selectFrom('ds_document').selectAll().where('id', '=', id).executeTakeFirst();
  if (!doc || doc.state === STATE.deleted) return { status: 'not-found' };
  if (doc.state === STATE.older) return { status: 'superseded', currentId: await currentVersion(trx, Number(doc.root_id)) };
  const family = store.family(doc.family_id);
  const table = familyTable(family.id);
  const old = await familyTables(trx).selectFrom(table).selectAll().where('document_id', '=', id).executeTakeFirstOrThrow();
  const columns = { ...pick(family, old), ...toColumns(family, input.values) };
  const changed = !!input.file || family.fields.some((f) => !sameValue(old[fieldColumn(f)], columns[fieldColumn(f)]));
  if (!changed) return { status: 'unchanged', id };

  // Only one writer turns a version into an older one: the loser of a race finds it superseded.
  const claimed = await trx.updateTable('ds_document').set({ state: STATE.older }).where('id', '=', id).where('state', '=', STATE.current).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { status: 'superseded', currentId: await currentVersion(trx, Number(doc.root_id)) };
  await familyTables(trx).updateTable(table).set({ state: STATE.older }).where('document_id', '=', id).execute();
  const file = input.file ? await insertFile(trx, store.storage, input.file) : undefined;
  const { id: newId } = await trx
    .insertInto('ds_document')
    .values({
      family_id: family.id,
      root_id: doc.root_id,
      version: doc.version + 1,
      state: STATE.current,
      file_id: file ? file.id : doc.file_id,
      file_name: file ? file.name : doc.file_name,
      created_by: user,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await familyTables(trx).insertInto(table).values({ ...columns, document_id: newId, state: STATE.current }).execute();
  const changedFields = family.fields.filter((f) => !sameValue(old[fieldColumn(f)], columns[fieldColumn(f)])).map((f) => f.id);
  const detail = [`version ${doc.version + 1} replaces ${id}`, changedFields.length ? `fields ${changedFields.join(',')}` : '', file ? `file ${file.name}` : '']
    .filter(Boolean)
    .join('; ');
  await record(trx, Number(doc.root_id), Number(newId), 'update', user, detail);
  for (const note of along.audit ?? []) await record(trx, Number(doc.root_id), Number(newId), note.action, user, note.detail);
  await along.writes?.(trx, Number(newId));
  return { status: 'updated', id: Number(newId) };
}

/** Marks every version of a document deleted; false when there is none to delete. */
export async function deleteVersions(trx: Db, id: number, user: string): Promise<boolean> {
  const doc = await trx.selectFrom('ds_document').select(['root_id', 'family_id', 'state']).where('id', '=', id).executeTakeFirst();
  if (!doc || doc.state === STATE.deleted) return false;
  const versions = trx.selectFrom('ds_document').select('id').where('root_id', '=', doc.root_id);
  await familyTables(trx).updateTable(familyTable(doc.family_id)).set({ state: STATE.deleted }).where('document_id', 'in', versions).execute();
  await trx
    .updateTable('ds_document')
    .set({ state: STATE.deleted, deleted_by: user, deleted_at: Date.now() })
    .where('root_id', '=', doc.root_id)
    .execute();
  await countCurrent(trx, doc.family_id, -1);
  await record(trx, Number(doc.root_id), id, 'delete', user);
  return true;
}

/** Stores a file's content (in the database, or where the storage keeps it) and its ds_file row. */
export async function insertFile(trx: Db, storage: FileStorage, file: FileInput): Promise<{ id: number; name: string }> {
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  // Written before the row: a failed transaction leaves at most an unreferenced content-addressed file.
  const location = await storage.put(file.content, sha256);
  const { id } = await trx
    .insertInto('ds_file')
    .values({
      content: location ? Buffer.alloc(0) : file.content,
      location: location ?? null,
      size: file.content.length,
      content_type: sniffContentType(file.content),
      sha256,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(id), name: sanitizeFileName(file.name) };
}

/** Keeps the number of a family's current documents (ds_family_count) in the transaction of a write. */
async function countCurrent(trx: Db, familyId: number, change: 1 | -1): Promise<void> {
  await trx
    .updateTable('ds_family_count')
    .set((eb) => ({ current: eb('current', '+', change) }))
    .where('family_id', '=', familyId)
    .execute();
}

/** Adds an entry to a document's audit trail (kept on its first version's id). */
export async function record(db: Db, rootId: number, documentId: number, action: AuditAction, user: string, detail?: string): Promise<void> {
  await db
    .insertInto('ds_audit')
    .values({ root_id: rootId, document_id: documentId, action, user_login: user, at: Date.now(), detail: detail ? detail.slice(0, 500) : null })
    .execute();
}

/** The id of a document's current version (0 when it has none). */
async function currentVersion(trx: Db, rootId: number): Promise<number> {
  const row = await trx.selectFrom('ds_document').select('id').where('root_id', '=', rootId).where('state', '=', STATE.current).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The columns of field values given: booleans as 0 or 1, texts with their lower-cased copies. */
function toColumns(family: FamilyDefinition, values: FieldValues): Row {
  const columns: Row = {};
  for (const field of family.fields) {
    if (!(field.id in values)) continue;
    const value = values[field.id];
    columns[fieldColumn(field)] = value === null ? null : field.kind === 'boolean' ? (value ? 1 : 0) : value;
    if (field.kind === 'text') columns[lowerColumn(field)] = value === null ? null : lowerText(String(value));
  }
  return columns;
}

/** A version's stored columns (values and lower-cased copies), to carry into the next version. */
const pick = (family: FamilyDefinition, row: Row): Row =>
  Object.fromEntries(
    family.fields.flatMap((f) => (f.kind === 'text' ? [fieldColumn(f), lowerColumn(f)] : [fieldColumn(f)]).map((c) => [c, row[c] ?? null])),
  );

/** Whether a column's value is unchanged, whichever way the database answered a number. */
const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || (a != null && b != null && Number(a) === Number(b) && typeof a !== 'string');
