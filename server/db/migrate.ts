import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { EntityModel } from '../../src/shared/entities/model.js';
import type { Database } from './connect.js';
import { syncEntityTables } from './entity-tables.js';
import { WATCHED_CORE_TABLES, watchWrites } from './data-version.js';

/** The versioned migrations a portal brings: of the tables that are not entities', and of the entity tables' rows. */
export interface Migrations {
  tables: Record<string, Migration>;
  rows: Record<string, Migration>;
}

/** Brings the database up to date: versioned table migrations, the entity tables, then the migrations of their rows. */
export async function runMigrations<T>(database: Database<T>, models: EntityModel[], migrations: Migrations): Promise<void> {
  const { db, dialect } = database;
  const provider: MigrationProvider = { getMigrations: async () => migrations.tables };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  // Several servers may start together on one database: one at a time adds the entity tables.
  await database.oneAtATime('entityTables', async (db) => {
    await syncEntityTables(db, dialect, models);
    if (dialect === 'postgres') await watchWrites(db, [...WATCHED_CORE_TABLES, ...models.flatMap((m) => [m.table, ...Object.values(m.joins).map((j) => j.table)])]);
  });
  const rows = await new Migrator({
    db,
    provider: { getMigrations: async () => migrations.rows },
    migrationTableName: 'portico_data_migration',
    migrationLockTableName: 'portico_data_migration_lock',
  }).migrateToLatest();
  if (rows.error) {
    const failed = rows.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(rows.error)}`);
  }
}
