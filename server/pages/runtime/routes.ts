import type { FastifyInstance } from 'fastify';
import type { Db } from '../../database.js';
import type { EntityRepository } from '../../entities/repository.js';
import { listQuerySchema } from '../../validation/list-query.js';
import { parseListSort } from '../../lists/list-sort.js';
import { ID, ID_PARAMS } from '../../validation/params.js';
import { composerPageSchema, eagerComposerPageSchema, type ComposerPage } from '../../../src/shared/composer-page.js';
import { checkContextSchema } from '../../../src/shared/permission-checks.js';
import type { CheckContexts } from './check-context.js';
import { readVisiblePage, visiblePagesPage } from './visitor-pages.js';
import { readStylesheet, STYLED } from './widget-stylesheets.js';

/** `holding`: only the pages holding a widget of that type (its configuration schema's name) the visitor may see. */
const LIST_QUERY = listQuerySchema(10_000, { holding: { type: 'string', minLength: 1, maxLength: 100 } });
/** What the page lists sort by; by index (then id) when they are asked for no order. */
const SORTABLE = ['id', 'name', 'urlTitle', 'path', 'link', 'description', 'icon', 'index', 'type', 'scope', 'cssUrl', 'permissionChecks'];
const LIST_SCHEMA = { querystring: LIST_QUERY, response: { 200: { type: 'array', items: composerPageSchema } } };
/** One page: with its template and widgets when eager, as the lists have it otherwise. */
const PAGE_SCHEMA = {
  params: ID_PARAMS,
  querystring: { type: 'object', properties: { eager: { type: 'boolean' } }, additionalProperties: false },
  response: { 200: { anyOf: [eagerComposerPageSchema, composerPageSchema] } },
};

type ListQuery = { Querystring: { page?: number; size?: number; sort?: string[]; holding?: string } };

/** What visitors read of the pages: the page trees, a page (eager with its widgets), the check context, stylesheets. */
export function registerComposerPageRoutes(app: FastifyInstance, db: Db, contexts: CheckContexts, repository: EntityRepository): void {
  const listRoute = (scope: ComposerPage['scope']) =>
    app.get<ListQuery>(`/api/composer/pages-${scope.toLowerCase()}`, { schema: LIST_SCHEMA }, async (request, reply) => {
      const { page = 0, size = 20, holding } = request.query;
      const sort = parseListSort(request.query.sort, SORTABLE, 'pages');
      const { rows, total } = await visiblePagesPage(db, scope, await contexts.of(await request.currentUser()), { sort, page, size, holding });
      reply.header('x-total-count', String(total));
      return rows;
    });
  listRoute('PUBLIC');
  listRoute('PRIVATE');

  // What permission checks read about the visitor, so that the client applies them as the server does.
  app.get('/api/composer/check-context', { schema: { response: { 200: checkContextSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return contexts.of(await request.currentUser());
  });

  // With eager=true: the page with its template and the widgets the visitor may see (EagerComposerPage).
  app.get<{ Params: { id: number }; Querystring: { eager?: boolean } }>(
    '/api/composer/pages/:id',
    { schema: PAGE_SCHEMA },
    async (request) => readVisiblePage(db, request.params.id, await contexts.of(await request.currentUser()), request.query.eager === true),
  );

  app.get<{ Params: { entity: string; id: number } }>(
    '/api/composer/css/:entity/:id',
    { schema: { params: { type: 'object', properties: { entity: { type: 'string', enum: STYLED }, id: ID }, required: ['entity', 'id'] } } },
    async (request, reply) => {
      const css = await readStylesheet(repository, db, request.params.entity, request.params.id, async () => contexts.of(await request.currentUser()));
      return reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(css);
    },
  );
}
