import type { FastifyInstance } from 'fastify';
import { publishModel, type EntityModel } from '../../src/shared/entities/model.js';
import { requireAuthority } from '../auth/guard.js';

/**
 * `GET api/entity-schemas`: the entity models the server runs on. The administration screens are
 * generated from them, so an entity added as a schema file appears without rebuilding the client.
 * Any signed-in account may read them (they describe shapes, not data); the data routes check roles.
 */
export function registerSchemaRoutes(app: FastifyInstance, models: EntityModel[]): void {
  const published = models.map(publishModel);
  app.get('/api/entity-schemas', { preHandler: requireAuthority() }, async () => published);
}
