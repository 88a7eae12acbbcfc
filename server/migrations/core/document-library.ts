import type { Migration } from 'kysely';
import type { TableBuilders } from '../../db/table-builders.js';

/**
 * '0007-document-library': the files administrators upload for widgets. The bytes live in a table
 * of their own, so that listing and sorting never read them.
 */
export const documentLibraryMigration = ({ idColumn, bytes }: TableBuilders): Migration => ({
  async up(db) {
    await idColumn(db, 'library_document')
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'varchar(2000)')
      .addColumn('category', 'varchar(100)')
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('file_content_type', 'varchar(100)', (c) => c.notNull())
      .addColumn('file_size', 'bigint', (c) => c.notNull())
      .addColumn('file_sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_by', 'varchar(50)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_modified_by', 'varchar(50)', (c) => c.notNull())
      .addColumn('last_modified_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('library_file')
      .addColumn('document_id', 'integer', (c) => c.primaryKey().references('library_document.id').onDelete('cascade'))
      .addColumn('content', bytes, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('library_document_name_idx').on('library_document').column('name').execute();
    await db.schema.createIndex('library_document_category_idx').on('library_document').column('category').execute();
  },
});
