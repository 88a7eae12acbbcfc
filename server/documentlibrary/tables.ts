import type { BytesColumn, IdColumn } from '../db/column-values.js';

/** The library's documents without their bytes (migration 0007); store.ts owns both tables. Times are epoch milliseconds. */
export interface LibraryDocumentTable {
  id: IdColumn;
  name: string;
  description: string | null;
  category: string | null;
  file_name: string;
  file_content_type: string;
  file_size: number;
  file_sha256: string;
  created_by: string;
  created_at: number;
  last_modified_by: string;
  last_modified_at: number;
}

export interface LibraryFileTable {
  document_id: number;
  content: BytesColumn;
}

export interface DocumentLibraryTables {
  library_document: LibraryDocumentTable;
  library_file: LibraryFileTable;
}
