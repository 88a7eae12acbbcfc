import type { Migration } from 'kysely';
import type { TableBuilders } from '../../db/table-builders.js';

/** '0012-client-error-reports': crash reports received per client address in the last minute, so that the limit holds across servers. */
export const clientErrorReportsMigration = ({ idColumn }: TableBuilders): Migration => ({
  async up(db) {
    await idColumn(db, 'client_error_report')
      .addColumn('address', 'varchar(100)', (c) => c.notNull())
      .addColumn('reported_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('client_error_report_address_idx').on('client_error_report').columns(['address', 'reported_at']).execute();
  },
});
