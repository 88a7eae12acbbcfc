import type { FastifyInstance } from 'fastify';
import type { EntityModel } from '../../src/shared/entities/model.js';
import { ADMINISTRATORS, requireAuthority } from '../auth/guard.js';

/**
 * `GET api/entity-schemas`: the entity models the server runs on. The administration screens are
 * generated from them, so an entity added as a schema file appears without rebuilding the client.
 */
export function registerSchemaRoutes(app: FastifyInstance, models: EntityModel[]): void {
  const published = models.map(({ schema: _schema, table: _table, joins: _joins, ...model }) => ({
    ...model,
    fields: model.fields.map(({ column: _column, ...field }) => field),
  }));
  app.get('/api/entity-schemas', { preHandler: requireAuthority(...ADMINISTRATORS) }, async () => published);
}
