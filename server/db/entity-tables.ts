import { sql, type Kysely } from 'kysely';
import type { EntityModel, FieldModel } from '../../src/shared/entities/model.js';
import type { DialectName } from './connect.js';
import { tableBuilders } from './table-builders.js';

/**
 * Keeps entity tables in step with their schemas: creates missing tables, columns and join tables.
 * It only adds; a removed or retyped property leaves its column for an explicit migration to handle,
 * so that no data is ever dropped by editing a schema.
 */
export async function syncEntityTables<T>(db: Kysely<T>, dialect: DialectName, models: EntityModel[]): Promise<void> {
  const existing = new Map(
    (await db.introspection.getTables())
      .filter((t) => !t.schema || t.schema === 'public')
      .map((t) => [t.name, new Set(t.columns.map((c) => c.name))]),
  );

  for (const model of models) {
    if (existing.has(model.table)) continue;
    await tableBuilders(dialect).idColumn(db, model.table).execute();
    existing.set(model.table, new Set(['id']));
  }

  for (const model of models) {
    const columns = existing.get(model.table)!;
    for (const field of model.fields) {
      if (!field.column || columns.has(field.column)) continue;
      await addColumn(db, dialect, model, field, models);
      columns.add(field.column);
      if (field.unique) {
        // Added with the column, so no rows can hold the same value yet.
        await db.schema.createIndex(`${model.table}_${field.column}_key`).unique().on(model.table).column(field.column).execute();
      } else if (field.kind === 'reference' || field.name === model.labelField) {
        await db.schema
          .createIndex(`${model.table}_${field.column}_idx`)
          .ifNotExists()
          .on(model.table)
          .column(field.column)
          .execute();
      }
    }
    for (const field of model.fields.filter(sortIndexed)) {
      // (column, id): the order a list asks for, ties broken by id as the list breaks them.
      await db.schema.createIndex(`${model.table}_${field.column}_sort_idx`).ifNotExists().on(model.table).columns([field.column!, 'id']).execute();
    }
    for (const [fieldName, join] of Object.entries(model.joins)) {
      if (existing.has(join.table)) continue;
      const target = models.find((m) => m.name === model.fields.find((f) => f.name === fieldName)!.ref)!;
      await db.schema
        .createTable(join.table)
        .addColumn(join.ownerColumn, 'integer', (c) => c.notNull().references(`${model.table}.id`).onDelete('cascade'))
        .addColumn(join.targetColumn, 'integer', (c) => c.notNull().references(`${target.table}.id`))
        .addPrimaryKeyConstraint(`${join.table}_pk`, [join.ownerColumn, join.targetColumn])
        .execute();
      await db.schema
        .createIndex(`${join.table}_${join.targetColumn}_idx`)
        .on(join.table)
        .column(join.targetColumn)
        .execute();
      existing.set(join.table, new Set([join.ownerColumn, join.targetColumn]));
    }
  }
}

/** Text longer than this is not indexed: PostgreSQL refuses an index entry beyond about 2,700 bytes. */
const LONGEST_INDEXED_TEXT = 500;

/**
 * The fields a list may be sorted by whose order an index keeps, so that a page of a sorted list
 * reads its rows in order instead of sorting the whole table (`parseSort` accepts the same fields).
 * Unique fields and relations have an index of their own already; text without a short enough
 * `maxLength` is sorted without one.
 */
export function sortIndexed(field: FieldModel): boolean {
  if (!field.column || field.kind === 'id' || field.kind === 'binary' || field.kind === 'reference' || field.writeOnly || field.unique) return false;
  return field.kind !== 'string' || (field.maxLength !== undefined && field.maxLength <= LONGEST_INDEXED_TEXT);
}

async function addColumn<T>(db: Kysely<T>, dialect: DialectName, model: EntityModel, field: FieldModel, models: EntityModel[]) {
  const column = field.column!;
  const table = db.schema.alterTable(model.table);
  if (field.kind === 'reference') {
    const target = models.find((m) => m.name === field.ref)!;
    await table.addColumn(column, 'integer', (c) => c.references(`${target.table}.id`)).execute();
    return;
  }
  const type = columnType(dialect, field);
  await table.addColumn(column, sql.raw(type) as never).execute();
}

function columnType(dialect: DialectName, field: FieldModel): string {
  switch (field.kind) {
    case 'integer':
      return 'integer';
    case 'number':
      return dialect === 'postgres' ? 'double precision' : 'real';
    case 'boolean':
      return 'boolean';
    case 'binary':
      return tableBuilders(dialect).bytes;
    default:
      return 'text';
  }
}
