import type { EntityModel } from '../../src/shared/entities/model.js';
import type { DialectName } from '../db/connect.js';
import type { Kysely } from 'kysely';
import type { Db, Tables } from '../database.js';

/**
 * How an entity's values become the columns of its table and back: relations as ids, binary data as
 * bytes (base64 in answers), booleans as 0 and 1 on SQLite; writeOnly values are written, never read.
 */

/** An entity as the API answers it: its members, the id always among them. */
export type Entity = Record<string, unknown> & { id: number };

export type Row = Record<string, unknown>;
export type Ref = { id: number } & Record<string, unknown>;

/**
 * The database seen with the tables of every entity, named at run time by its model (and join
 * tables): their rows are plain records, whose columns the model describes. Code that reads one
 * entity's table by name is typed by its generated row (generated-tables.ts) instead.
 */
export type EntityDatabase = Tables & Record<string, Row>;
export const entityTables = (db: Db): Kysely<EntityDatabase> => db.withTables<Record<string, Row>>();

/** The columns read back: writeOnly values (secrets) never leave the database through here. */
export function readColumns(model: EntityModel): string[] {
  return model.fields.filter((f) => f.column && !f.writeOnly).map((f) => `${f.column} as ${f.name}`);
}

/** The values of a write with the schema's defaults where none is given (an update keeps the stored secrets instead). */
export function withDefaults(model: EntityModel, body: Row, update = false): Row {
  const values = { ...body };
  for (const f of model.fields)
    if (values[f.name] == null && f.default !== undefined && !(update && f.writeOnly)) values[f.name] = f.default;
  return values;
}

/** The columns a write sets: all the writable ones, or those present in `values` (PATCH; secrets on every update). */
export function toRow(model: EntityModel, dialect: DialectName, values: Row, partial = false, update = false): Row {
  const row: Row = {};
  for (const f of model.fields) {
    // Read-only values (the id, who changed the row when) are the server's to write.
    if (!f.column || f.readOnly) continue;
    if ((partial || (update && f.writeOnly)) && !(f.name in values)) continue;
    const v = values[f.name] ?? null;
    if (v === null) row[f.column] = null;
    else if (f.kind === 'reference') row[f.column] = (v as Ref).id;
    else if (f.kind === 'binary') row[f.column] = Buffer.from(v as string, 'base64');
    else if (f.kind === 'boolean' && dialect === 'sqlite') row[f.column] = v ? 1 : 0;
    else row[f.column] = v;
  }
  return row;
}

/** A row as answered: relations as ids (the repository fills them in), no writeOnly value. */
export function fromRow(model: EntityModel, row: Row): Entity {
  const entity: Row = {};
  for (const f of model.fields) {
    if (f.kind === 'references' || f.writeOnly) continue;
    const v = row[f.name];
    if (v === null || v === undefined) entity[f.name] = null;
    else if (f.kind === 'boolean') entity[f.name] = Boolean(v);
    else if (f.kind === 'binary') entity[f.name] = Buffer.from(v as Uint8Array).toString('base64');
    else if (f.kind === 'id' || f.kind === 'reference' || f.kind === 'integer') entity[f.name] = Number(v);
    else entity[f.name] = v;
  }
  return entity as Entity;
}
