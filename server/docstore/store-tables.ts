import type { BytesColumn, IdColumn } from '../db/column-values.js';

/**
 * The document store's tables, as its migrations make them (server/migrations/core/document-store.ts);
 * the store's modules in this folder are their one reader and writer. The families' value tables
 * are made at start from the family files (tables.ts).
 */

/** Document states, in ds_document and in every family table. */
export const STATE = { current: 1, older: 2, deleted: 3 } as const;
export type DocumentState = (typeof STATE)[keyof typeof STATE];

/** File contents (migrations 0004, 0005); a file kept outside the database has its key in location and no bytes. */
export interface DsFileTable {
  id: IdColumn;
  content: BytesColumn;
  size: number;
  content_type: string;
  sha256: string;
  created_at: number;
  location: string | null;
}

/** One row per document version (migration 0004); root_id is the first version's id. */
export interface DsDocumentTable {
  id: IdColumn;
  family_id: number;
  root_id: number | null;
  version: number;
  state: DocumentState;
  file_id: number | null;
  file_name: string | null;
  created_by: string;
  created_at: number;
  deleted_by: string | null;
  deleted_at: number | null;
}

/** Attachments hang on a document's first version (migration 0005). */
export interface DsAttachmentTable {
  id: IdColumn;
  root_id: number;
  file_id: number;
  original_file_name: string;
  description: string | null;
  created_by: string;
  created_at: number;
  deleted_by: string | null;
  deleted_at: number | null;
}

/** The audit trail of a document, on its first version (migration 0005). */
export interface DsAuditTable {
  id: IdColumn;
  root_id: number;
  document_id: number;
  action: string;
  user_login: string;
  at: number;
  detail: string | null;
}

/** The number of current documents of each family (migration 0008). */
export interface DsFamilyCountTable {
  family_id: number;
  current: number;
}

/**
 * The document store's tables, which the store's modules in this folder alone read and write. Times
 * are epoch milliseconds. The families' value tables are named at run time (familyTable), and are
 * read through `familyTables`.
 */
export interface DocumentStoreTables {
  ds_file: DsFileTable;
  ds_document: DsDocumentTable;
  ds_attachment: DsAttachmentTable;
  ds_audit: DsAuditTable;
  ds_family_count: DsFamilyCountTable;
}

/** A family value table's row: the document, its state and a column per field (fieldColumn, lowerColumn). */
export type FamilyRow = Record<string, unknown> & { document_id: number; state: DocumentState };
