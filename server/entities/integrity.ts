import type { EntityModel } from '../../src/shared/entities/model.js';
import type { Db } from '../database.js';
import type { DialectName } from '../db/connect.js';
import { validationProblem, type FieldError } from '../errors/app-error.js';
import { entityTables, toRow, type Ref, type Row } from './entity-rows.js';

/**
 * The checks of the rows around a write, in its transaction: no unique value twice, no relation to
 * a row that does not exist, no deletion of a row that others still point at.
 */

/** A value already held by another row of a unique field is a 400 field error `Unique`. */
export async function checkUnique(db: Db, dialect: DialectName, model: EntityModel, values: Row, id?: number): Promise<void> {
  const errors: FieldError[] = [];
  for (const field of model.fields) {
    if (!field.unique || values[field.name] == null) continue;
    let q = entityTables(db).selectFrom(model.table).select('id').where(field.column!, '=', toRow(model, dialect, { [field.name]: values[field.name] }, true)[field.column!]);
    if (id !== undefined) q = q.where('id', '<>', id);
    if (await q.executeTakeFirst()) errors.push({ objectName: model.name, field: field.name, message: 'Unique' });
  }
  if (errors.length)
    throw validationProblem(model.name, errors, errors.map((e) => `${e.field}: this value is already used`).join('; '));
}

/** A relation to a row that does not exist is a 400 field error `NotFound`. */
export async function checkReferencesExist(db: Db, model: EntityModel, values: Row, modelOf: (name: string) => EntityModel): Promise<void> {
  const errors: FieldError[] = [];
  for (const field of model.fields) {
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    const value = values[field.name];
    if (value == null) continue;
    const ids = [...new Set((Array.isArray(value) ? value : [value]).map((r: Ref) => r.id))];
    if (!ids.length) continue;
    const target = modelOf(field.ref!);
    const found = await entityTables(db).selectFrom(target.table).select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) errors.push({ objectName: model.name, field: field.name, message: 'NotFound' });
  }
  if (errors.length) throw validationProblem(model.name, errors, 'A referenced entity does not exist');
}

/** Who points at this row: ["2 Sites", "1 Alias"]. */
export async function referencesTo(db: Db, models: Iterable<EntityModel>, target: EntityModel, id: number): Promise<string[]> {
  const users: string[] = [];
  for (const model of models) {
    for (const field of model.fields) {
      if (field.ref !== target.name) continue;
      const [table, column] =
        field.kind === 'references'
          ? [model.joins[field.name].table, model.joins[field.name].targetColumn]
          : [model.table, field.column!];
      let q = entityTables(db).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', id);
      if (model === target && field.kind === 'reference') q = q.where('id', '<>', id);
      const { n } = await q.executeTakeFirstOrThrow();
      if (Number(n) > 0) users.push(`${Number(n)} ${Number(n) === 1 ? model.title : model.plural}`);
    }
  }
  return users;
}
