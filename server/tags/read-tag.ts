import type { Db } from '../database.js';
import type { EntityRepository } from '../entities/repository.js';
import { validationProblem } from '../errors/app-error.js';
import { INT_MAX } from '../validation/integer-bounds.js';
import { tagNames } from './tag-names.js';

/**
 * What `GET api/tags/{id}` answers for its key: an all-digits key is a tag's id (the tag, as the
 * entity's get by id answers it), anything else an entity type (the distinct names of its tags).
 */
export async function readTagOrNames(db: Db, repository: EntityRepository, key: string, eager: boolean) {
  if (!/^[0-9]+$/.test(key)) return tagNames(db, key);
  const id = Number(key);
  if (id < 1 || id > INT_MAX) throw validationProblem('params', [{ objectName: 'params', field: 'id', message: id < 1 ? 'Min' : 'Max' }], `A tag id is from 1 to ${INT_MAX}`);
  return repository.get(repository.model('tag'), id, eager);
}
