import type { Migration } from 'kysely';
import type { TableBuilders } from '../../db/table-builders.js';

/**
 * '0004-document-store': the embedded document store: file contents, and one row per document
 * version. Each family's field values live in a table of its own (ds_family_{id}), made from the
 * family files at start (server/docstore/tables.ts).
 */
export const documentStoreMigration = ({ idColumn, bytes }: TableBuilders): Migration => ({
  async up(db) {
    await idColumn(db, 'ds_file')
      .addColumn('content', bytes, (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // state: 1 current version, 2 older version, 3 deleted. root_id: the first version's id.
    await idColumn(db, 'ds_document')
      .addColumn('family_id', 'integer', (c) => c.notNull())
      .addColumn('root_id', 'integer')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('state', 'integer', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('ds_file.id'))
      .addColumn('file_name', 'varchar(255)')
      .addColumn('created_by', 'varchar(50)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('deleted_by', 'varchar(50)')
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema.createIndex('ds_document_root_idx').on('ds_document').columns(['root_id', 'state']).execute();
    await db.schema.createIndex('ds_document_family_idx').on('ds_document').columns(['family_id', 'state']).execute();
  },
});

/**
 * '0005-document-attachments-audit': attachments and the audit trail hang on a document's first
 * version (root_id), so that they follow the document through its versions. A file kept outside the
 * database has its storage key in location and an empty content.
 */
export const documentAttachmentsAuditMigration = ({ idColumn }: TableBuilders): Migration => ({
  async up(db) {
    await db.schema.alterTable('ds_file').addColumn('location', 'varchar(300)').execute();
    await idColumn(db, 'ds_attachment')
      .addColumn('root_id', 'integer', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.notNull().references('ds_file.id'))
      .addColumn('original_file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'varchar(1000)')
      .addColumn('created_by', 'varchar(50)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('deleted_by', 'varchar(50)')
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema.createIndex('ds_attachment_root_idx').on('ds_attachment').columns(['root_id', 'deleted_at']).execute();
    await idColumn(db, 'ds_audit')
      .addColumn('root_id', 'integer', (c) => c.notNull())
      .addColumn('document_id', 'integer', (c) => c.notNull())
      .addColumn('action', 'varchar(30)', (c) => c.notNull())
      .addColumn('user_login', 'varchar(50)', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('detail', 'varchar(500)')
      .execute();
    await db.schema.createIndex('ds_audit_root_idx').on('ds_audit').columns(['root_id', 'id']).execute();
  },
});

/**
 * '0008-document-counts': the number of current documents of each family, kept by the store's
 * writes, so that the total of an unfiltered list is read rather than counted (a million index
 * entries otherwise).
 */
export const documentCountsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('ds_family_count')
      .addColumn('family_id', 'integer', (c) => c.primaryKey())
      .addColumn('current', 'integer', (c) => c.notNull())
      .execute();
  },
};
