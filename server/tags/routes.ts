import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import type { Db } from '../database.js';
import type { EntityRepository } from '../entities/repository.js';
import { readTagOrNames } from './read-tag.js';
import { entityAnswerSchemaOf } from '../../src/shared/entities/answer-schema.js';

/**
 * `GET api/tags/{id}` is two calls at one address (spec 001 §7 has both `api/tags/{id}` and
 * `api/tags/{type}`): an all-digits key is a tag's id (the entity's get by id, which the entity routes
 * leave to this one), anything else an entity type, answered with the distinct names of its tags.
 * Entity types start with a letter (the tag schema's pattern), so the two never meet. The parameter
 * keeps the name `id` of the tag's other calls, so that the OpenAPI document has one path for them.
 * The list, `api/tags?entityType.equals=…`, is the entity's own.
 */
export function registerTagRoutes(app: FastifyInstance, db: Db, repository: EntityRepository): void {
  const model = repository.model('tag');
  app.get<{ Params: { id: string }; Querystring: { eager?: boolean } }>(
    '/api/tags/:id',
    {
      onRequest: requireAuthority(...model.authorities),
      config: { objectName: model.name },
      schema: {
        params: {
          type: 'object',
          properties: {
            id: { type: 'string', minLength: 1, maxLength: 50, pattern: '^([0-9]+|[A-Za-z][A-Za-z0-9_-]*)$', description: "A tag's id, or an entity type" },
          },
          required: ['id'],
        },
        querystring: { type: 'object', properties: { eager: { type: 'boolean' }, cacheBuster: { type: 'string', maxLength: 30 } }, additionalProperties: false },
        response: { 200: { anyOf: [entityAnswerSchemaOf(model), { type: 'array', items: { type: 'string' }, description: "The names of an entity type's tags" }] } },
      },
    },
    async (request) => readTagOrNames(db, repository, request.params.id, request.query.eager === true),
  );
}
