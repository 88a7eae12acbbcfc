import type { Migration } from 'kysely';

/**
 * The inspections of PDFs by their content (migration '0014-pdf-inspections'): what a PDF holds and
 * what its signatures are worth is read once per file, whatever the versions and the servers that
 * show it. Owner: inspections.ts.
 */
export const pdfInspectionsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('pdf_inspection')
      .addColumn('sha256', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('inspected_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
