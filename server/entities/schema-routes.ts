import type { FastifyInstance } from 'fastify';
import { publishModel, type EntityModel } from '../../src/shared/entities/model.js';
import { publishedModelSchema } from '../../src/shared/entities/published-model-schema.js';

/**
 * `GET api/entity-schemas`: the entity models the server runs on. The administration screens are
 * generated from them, so an entity added as a schema file appears without rebuilding the client.
 * They are public (they describe shapes, not data; the data routes check roles), so that the client
 * knows every entity address before sign-in and sends a visitor there to sign in, not to "not found".
 */
export function registerSchemaRoutes(app: FastifyInstance, models: EntityModel[]): void {
  const published = models.map(publishModel);
  app.get('/api/entity-schemas', { schema: { response: { 200: { type: 'array', items: publishedModelSchema } } } }, async () => published);
}
