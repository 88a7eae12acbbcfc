import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import type { EntityModel, FieldModel } from '../../src/shared/entities/model.js';
import { type Db } from '../database.js';
import { SQLITE_BASE64, type DialectName } from '../db/connect.js';

/** PostgreSQL's json_build_object takes at most 100 arguments: a key and a value per field. */
const MOST_FIELDS = 50;

/** A row of an entity as lists answer it, in JSON. */
export interface RowJson {
  id: number;
  json: string;
}

/**
 * Rows as the JSON text lists answer, made by the database in one statement: each relation as
 * `{id, <label>}` and each many-to-many relation as a list of them ordered by id, exactly as
 * EntityRepository answers rows one by one (the same keys in the same order). Reading the columns
 * into objects, the relations in statements of their own and serializing in JavaScript cost
 * several times as much.
 *
 * The statement is made once per entity: the ids are its one parameter. Undefined when the model
 * cannot be answered so (too many fields for PostgreSQL).
 */
export function rowJsonStatement(
  db: Db,
  model: EntityModel,
  modelOf: (name: string) => EntityModel,
  dialect: DialectName,
): ((ids: number[]) => CompiledQuery<RowJson>) | undefined {
  const shown = model.fields.filter((f) => !f.writeOnly);
  if (dialect === 'postgres' && shown.length > MOST_FIELDS) return undefined;
  const row = sql.ref('r');
  const joins: RawBuilder<unknown>[] = [];
  const entry = (f: FieldModel): RawBuilder<unknown> => {
    if (f.kind === 'reference') {
      const target = modelOf(f.ref!);
      const alias = `r${joins.length}`;
      joins.push(sql`left join ${sql.table(target.table)} as ${sql.ref(alias)} on ${sql.ref(`${alias}.id`)} = ${sql.ref(`r.${f.column}`)}`);
      return sql`case when ${sql.ref(`${alias}.id`)} is null then null else ${labelObject(dialect, target, alias)} end`;
    }
    if (f.kind === 'references') {
      const join = model.joins[f.name];
      const target = modelOf(f.ref!);
      const link = sql`from ${sql.table(join.table)} as j join ${sql.table(target.table)} as t on ${sql.ref('t.id')} = ${sql.ref(`j.${join.targetColumn}`)} where ${sql.ref(`j.${join.ownerColumn}`)} = ${sql.ref('r.id')}`;
      const byTarget = sql.ref(`j.${join.targetColumn}`);
      return dialect === 'sqlite'
        ? // json(): SQLite 3.54 drops the JSON subtype of a subquery's value, which json_object would then quote as text.
          sql`json((select json_group_array(${labelObject(dialect, target, 't')} order by ${byTarget}) ${link}))`
        : sql`(select coalesce(json_agg(${labelObject(dialect, target, 't')} order by ${byTarget}), '[]'::json) ${link})`;
    }
    if (!f.column) return sql`null`;
    const value = sql.ref(`r.${f.column}`);
    if (f.kind === 'boolean' && dialect === 'sqlite') return sql`case when ${value} is null then null when ${value} then json('true') else json('false') end`;
    if (f.kind === 'binary')
      return dialect === 'sqlite' ? sql`case when ${value} is null then null else ${sql.raw(SQLITE_BASE64)}(${value}) end` : sql`replace(encode(${value}, 'base64'), chr(10), '')`;
    return value;
  };
  // Relations come last, as the repository adds them after the columns.
  const ordered = [...shown.filter((f) => f.kind !== 'references'), ...shown.filter((f) => f.kind === 'references')];
  const object = jsonObject(dialect, ordered.map((f) => [f.name, entry(f)]));
  const table = sql`${sql.table(model.table)} as ${row}`;
  const related = sql.join(joins, sql` `);
  const ids = sql.raw(dialect === 'sqlite' ? 'json_each(?)' : 'unnest($1::integer[])');
  const { sql: text } = (
    dialect === 'sqlite'
      ? sql`select ${sql.ref('r.id')} as id, ${object} as json from ${ids} as k join ${table} on ${sql.ref('r.id')} = k.value ${related}`
      : sql`select ${sql.ref('r.id')} as id, ${object}::text as json from ${ids} as k(id) join ${table} on ${sql.ref('r.id')} = k.id ${related}`
  ).compile(db);
  return (rowIds) => CompiledQuery.raw(text, [dialect === 'sqlite' ? JSON.stringify(rowIds) : rowIds]) as CompiledQuery<RowJson>;
}

function jsonObject(dialect: DialectName, entries: [string, RawBuilder<unknown>][]): RawBuilder<unknown> {
  const args = sql.join(entries.map(([key, value]) => sql`${sql.lit(key)}, ${value}`));
  return dialect === 'sqlite' ? sql`json_object(${args})` : sql`json_build_object(${args})`;
}

/** `{id, <label>}` of a related row, its label as stored (as the repository reads it). */
function labelObject(dialect: DialectName, target: EntityModel, alias: string): RawBuilder<unknown> {
  const label = target.fields.find((f) => f.name === target.labelField)!;
  const id: [string, RawBuilder<unknown>] = ['id', sql.ref(`${alias}.id`)];
  return jsonObject(dialect, label.kind === 'id' ? [id] : [id, [label.name, sql.ref(`${alias}.${label.column}`)]]);
}
