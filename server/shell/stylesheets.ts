import type { FastifyInstance } from 'fastify';
import type { EntityRepository } from '../entities/repository.js';
import { notFound } from '../http/problem.js';
import { ID } from '../http/params.js';

/** Entities whose stored `css` may style the public screens. */
const STYLED = ['site', 'page', 'template', 'widget'];

/**
 * `GET api/composer/css/{entity}/{id}`: an entity's stored stylesheet, as text/css, for guests too
 * (the site's `cssUrl` names such an address below `api/`). Only the `css` field is ever served.
 */
export function registerStylesheets(app: FastifyInstance, repository: EntityRepository): void {
  app.get<{ Params: { entity: string; id: number } }>(
    '/api/composer/css/:entity/:id',
    { schema: { params: { type: 'object', properties: { entity: { type: 'string', enum: STYLED }, id: ID }, required: ['entity', 'id'] } } },
    async (request, reply) => {
      const { entity, id } = request.params;
      const row = await repository.get(repository.model(entity), id);
      if (!row.css) throw notFound(`${entity} ${id} has no stylesheet`);
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(row.css as string, 'base64'));
    },
  );
}
