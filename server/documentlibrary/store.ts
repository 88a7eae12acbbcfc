import { createHash } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { LibraryDocumentTable } from './tables.js';
import type { ListSort } from '../lists/list-sort.js';
import { sniffContentType } from '../docstore/sniff.js';
import type { LibraryDocument } from '../../src/shared/library-document.js';

/** What an administrator writes: the describing members; the file's are read from the upload. */
export interface LibraryDocumentInput {
  name: string;
  description?: string | null;
  category?: string | null;
}

export interface UploadedFile {
  /** Already sanitised. */
  name: string;
  content: Buffer;
}

export interface LibraryFile {
  name: string;
  contentType: string;
  sha256: string;
  content: Buffer;
}

/** The members the list sorts by, with their columns. */
export const SORTABLE: Record<string, keyof LibraryDocumentTable> = {
  id: 'id',
  name: 'name',
  description: 'description',
  category: 'category',
  fileName: 'file_name',
  fileContentType: 'file_content_type',
  fileSize: 'file_size',
  createdBy: 'created_by',
  createdDate: 'created_at',
  lastModifiedBy: 'last_modified_by',
  lastModifiedDate: 'last_modified_at',
};

export interface ListOptions {
  page: number;
  size: number;
  sort: ListSort;
  category?: string;
  /** Part of the name, any case. */
  nameContains?: string;
}

const COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'file_name',
  'file_content_type',
  'file_size',
  'file_sha256',
  'created_by',
  'created_at',
  'last_modified_by',
  'last_modified_at',
] as const;

type Row = Pick<Selectable<LibraryDocumentTable>, (typeof COLUMNS)[number]>;

const toDocument = (row: Row): LibraryDocument => ({
  id: row.id,
  name: row.name,
  description: row.description,
  category: row.category,
  fileName: row.file_name,
  fileContentType: row.file_content_type,
  fileSize: row.file_size,
  fileSha256: row.file_sha256,
  createdBy: row.created_by,
  createdDate: new Date(row.created_at).toISOString(),
  lastModifiedBy: row.last_modified_by,
  lastModifiedDate: new Date(row.last_modified_at).toISOString(),
});

/** The file's describing columns: the content type comes from the bytes, never from the client. */
const fileColumns = (file: UploadedFile) => ({
  file_name: file.name,
  file_content_type: sniffContentType(file.content),
  file_size: file.content.length,
  file_sha256: createHash('sha256').update(file.content).digest('hex'),
});

const blank = (text: string | null | undefined) => (text == null || text.trim() === '' ? null : text.trim());

/**
 * The document library's rows (`library_document`) and their files (`library_file`). Every write
 * runs in one transaction: a document never exists without its file.
 */
export class LibraryStore {
  constructor(private readonly db: Db) {}

  async page(options: ListOptions): Promise<{ total: number; rows: LibraryDocument[] }> {
    let where = this.db.selectFrom('library_document');
    if (options.category !== undefined) where = where.where('category', '=', options.category);
    if (options.nameContains) {
      const pattern = `%${options.nameContains.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where = where.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`);
    }
    const { n } = await where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    let query = where.select([...COLUMNS]);
    for (const [field, direction] of options.sort) query = query.orderBy(SORTABLE[field], direction);
    const rows = await query
      .orderBy('id', 'asc')
      .limit(options.size)
      .offset(options.page * options.size)
      .execute();
    return { total: Number(n), rows: rows.map((r) => toDocument(r as Row)) };
  }

  async get(id: number, db: Db = this.db): Promise<LibraryDocument | undefined> {
    const row = await db.selectFrom('library_document').select([...COLUMNS]).where('id', '=', id).executeTakeFirst();
    return row ? toDocument(row as Row) : undefined;
  }

  async file(id: number): Promise<LibraryFile | undefined> {
    const row = await this.db
      .selectFrom('library_document as d')
      .innerJoin('library_file as f', 'f.document_id', 'd.id')
      .select(['d.file_name', 'd.file_content_type', 'd.file_sha256', 'f.content'])
      .where('d.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      name: row.file_name,
      contentType: row.file_content_type,
      sha256: row.file_sha256,
      content: Buffer.from(row.content as Uint8Array),
    };
  }

  async create(input: LibraryDocumentInput, file: UploadedFile, by: string): Promise<LibraryDocument> {
    const now = Date.now();
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('library_document')
        .values({
          name: input.name.trim(),
          description: blank(input.description),
          category: blank(input.category),
          ...fileColumns(file),
          created_by: by,
          created_at: now,
          last_modified_by: by,
          last_modified_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('library_file').values({ document_id: Number(id), content: file.content }).execute();
      return (await this.get(Number(id), trx))!;
    });
  }

  /** Changes the describing members, and the file when one is given; undefined when there is no such document. */
  async update(id: number, input: LibraryDocumentInput, file: UploadedFile | undefined, by: string): Promise<LibraryDocument | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('library_document')
        .set({
          name: input.name.trim(),
          description: blank(input.description),
          category: blank(input.category),
          ...(file ? fileColumns(file) : {}),
          last_modified_by: by,
          last_modified_at: Date.now(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return undefined;
      if (file) await trx.updateTable('library_file').set({ content: file.content }).where('document_id', '=', id).execute();
      return this.get(id, trx);
    });
  }

  async delete(id: number): Promise<LibraryDocument | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await this.get(id, trx);
      if (!existing) return undefined;
      await trx.deleteFrom('library_file').where('document_id', '=', id).execute();
      await trx.deleteFrom('library_document').where('id', '=', id).execute();
      return existing;
    });
  }
}
