import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from './connect.js';

/**
 * Versioned migrations of the tables that do not come from entity schemas (accounts, settings).
 * Entity tables are kept in step with their schemas by entity-tables.ts.
 * Never edit a migration that has shipped: add a new one.
 */
export function coreMigrations(dialect: DialectName): Record<string, Migration> {
  const idColumn = (db: Kysely<unknown>, table: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const now = dialect === 'postgres' ? sql`now()` : sql`CURRENT_TIMESTAMP`;

  return {
    '0001-accounts': {
      async up(db) {
        await db.schema
          .createTable('app_setting')
          .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('authority')
          .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
          .execute();
        await idColumn(db, 'app_user')
          .addColumn('login', 'varchar(50)', (c) => c.notNull().unique())
          .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
          .addColumn('first_name', 'varchar(50)')
          .addColumn('last_name', 'varchar(50)')
          .addColumn('email', 'varchar(254)', (c) => c.unique())
          .addColumn('activated', 'boolean', (c) => c.notNull().defaultTo(false))
          .addColumn('lang_key', 'varchar(10)', (c) => c.notNull().defaultTo('en'))
          .addColumn('created_by', 'varchar(50)', (c) => c.notNull())
          .addColumn('created_date', 'timestamp', (c) => c.notNull().defaultTo(now))
          .addColumn('last_modified_by', 'varchar(50)')
          .addColumn('last_modified_date', 'timestamp')
          .execute();
        await db.schema
          .createTable('app_user_authority')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
          .addColumn('authority_name', 'varchar(50)', (c) => c.notNull().references('authority.name'))
          .addPrimaryKeyConstraint('app_user_authority_pk', ['user_id', 'authority_name'])
          .execute();
        await db
          .insertInto('authority' as never)
          .values([{ name: 'ROLE_ADMIN' }, { name: 'ROLE_WADMIN' }, { name: 'ROLE_USER' }] as never)
          .execute();
      },
    },
  };
}
