import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CheckContexts } from './check-context.js';
import { findVisiblePage } from './visitor-pages.js';
import { visibleWidgets } from './page-widgets.js';
import type { Db } from '../../database.js';
import type { EntityRepository } from '../../entities/repository.js';
import { notFound } from '../../errors/app-error.js';
import { ID } from '../../http/params.js';

/** Entities whose stored `css` may style the public screens. */
const STYLED = ['site', 'page', 'template', 'widget'];

/**
 * `GET api/composer/css/{entity}/{id}`: an entity's stored stylesheet, as text/css (the site's `cssUrl`
 * names such an address below `api/`). Only the `css` field is ever served. The site's and templates'
 * are public; a page's is seen by whoever may open the page, exactly as `api/composer/pages/{id}`
 * decides (401 for a private page without an account, 404 when its checks fail), and a widget's by
 * whoever is shown the widget on its page.
 */
export function registerStylesheets(app: FastifyInstance, repository: EntityRepository, db: Db, contexts: CheckContexts): void {
  const requireVisible = async (request: FastifyRequest, entity: string, id: number, pageId: number | undefined) => {
    if (entity !== 'page' && entity !== 'widget') return;
    const context = await contexts.of(request);
    if (pageId === undefined) throw notFound(`There is no ${entity} ${id}`);
    await findVisiblePage(db, pageId, context);
    if (entity === 'widget' && !(await visibleWidgets(db, pageId, context)).some((w) => w.id === id)) throw notFound(`There is no widget ${id}`);
  };

  app.get<{ Params: { entity: string; id: number } }>(
    '/api/composer/css/:entity/:id',
    { schema: { params: { type: 'object', properties: { entity: { type: 'string', enum: STYLED }, id: ID }, required: ['entity', 'id'] } } },
    async (request, reply) => {
      const { entity, id } = request.params;
      const row = await repository.get(repository.model(entity), id);
      const pageId = entity === 'page' ? id : (row.page as { id: number } | null | undefined)?.id;
      await requireVisible(request, entity, id, pageId);
      if (!row.css) throw notFound(`${entity} ${id} has no stylesheet`);
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(row.css as string, 'base64'));
    },
  );
}
