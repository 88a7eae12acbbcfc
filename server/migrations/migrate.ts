import type { EntityModel } from '../../src/shared/entities/model.js';
import type { Database } from '../database.js';
import { runMigrations } from '../db/migrate.js';
import { coreMigrations } from './core-migrations.js';
import { dataMigrations } from './data-migrations.js';

/**
 * The portal's migrations, handed to the storage layer from above it: the tables of accounts,
 * settings, mail and signing (core-migrations.ts, the signing tables from their feature), and the
 * migrations of entity rows (data-migrations.ts).
 */
export const migrate = (database: Database, models: EntityModel[]) =>
  runMigrations(database, models, { tables: coreMigrations(database.dialect), rows: dataMigrations });
