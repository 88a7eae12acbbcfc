import type { EntityModel } from '../../src/shared/entities/model.js';
import { badRequestAlert } from '../errors/app-error.js';
import type { Entity } from './entity-rows.js';
import type { EntityValidator } from './entity-validator.js';
import type { EntityRepository } from './repository.js';

/**
 * The writes of a schema-defined entity through its REST endpoints (routes.ts): a new row, a row
 * replaced, a row changed in part. Each refuses with the alert the client shows (`error.idexists`,
 * `error.idnull`, `error.idinvalid`) before anything is written.
 */

/** A new row names no id: the database gives it one. */
export function refuseGivenId(model: EntityModel, body: Partial<Entity>): void {
  if (body.id != null) throw badRequestAlert(`A new ${model.title} cannot already have an ID`, model.name, 'idexists');
}

export async function createEntity(repository: EntityRepository, model: EntityModel, body: Partial<Entity>, by: string): Promise<Entity> {
  refuseGivenId(model, body);
  return repository.create(model, body, { by });
}

export async function replaceEntity(repository: EntityRepository, model: EntityModel, id: number, body: Partial<Entity>, by: string): Promise<Entity> {
  checkBodyId(model, id, body);
  return repository.update(model, id, body, false, { by });
}

/** A partial update: the row it makes, the stored one with the fields sent, must meet the schema as a whole. */
export async function patchEntity(repository: EntityRepository, validator: EntityValidator, model: EntityModel, id: number, body: Partial<Entity>, by: string): Promise<Entity> {
  checkBodyId(model, id, body);
  const current = await repository.get(model, id);
  validator.check(model, { ...current, ...body }, true);
  return repository.update(model, id, body, true, { by });
}

/** An update names the row it replaces in its body too: the same id as in the address. */
function checkBodyId(model: EntityModel, pathId: number, body: Partial<Entity>): void {
  if (body.id == null) throw badRequestAlert('Invalid id', model.name, 'idnull');
  if (body.id !== pathId) throw badRequestAlert('The id in the body does not match the address', model.name, 'idinvalid');
}
