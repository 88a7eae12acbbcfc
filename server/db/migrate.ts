import { Migrator, type MigrationProvider } from 'kysely';
import type { EntityModel } from '../../src/shared/entities/model.js';
import type { Database } from './connect.js';
import { coreMigrations } from './core-migrations.js';
import { dataMigrations } from './data-migrations.js';
import { syncEntityTables } from './entity-tables.js';
import { WATCHED_CORE_TABLES, watchWrites } from './data-version.js';

/** Brings the database up to date: versioned core migrations, the entity tables, then the migrations of their rows. */
export async function migrate(database: Database, models: EntityModel[]): Promise<void> {
  const { db, dialect } = database;
  const provider: MigrationProvider = { getMigrations: async () => coreMigrations(dialect) };
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
    provider: { getMigrations: async () => dataMigrations },
    migrationTableName: 'portico_data_migration',
    migrationLockTableName: 'portico_data_migration_lock',
  }).migrateToLatest();
  if (rows.error) {
    const failed = rows.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(rows.error)}`);
  }
}
