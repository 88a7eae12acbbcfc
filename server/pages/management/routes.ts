import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../../auth/guard.js';
import type { CheckContexts } from '../runtime/check-context.js';
import type { Db } from '../../database.js';
import type { EntityRepository } from '../../entities/repository.js';
import type { Entity } from '../../entities/entity-rows.js';
import { actingLogin, entityAlert, entityBodySchemas } from '../../entities/routes.js';
import { ID, ID_PARAMS } from '../../validation/params.js';
import {
  PAGE_PLACEMENTS_SCHEMA,
  PREVIEW_ROLES,
  WIDGET_PLACEMENTS_SCHEMA,
  type PagePlacement,
  pagePreviewSchema,
  type PreviewRole,
  type WidgetPlacement,
} from '../../../src/shared/page-management.js';
import { entityAnswerSchemaOf, entityListAnswerSchemaOf } from '../../../src/shared/entities/answer-schema.js';
import { deletePage } from './delete-page.js';
import { insertPage } from './insert-page.js';
import { placePages } from './place-pages.js';
import { placeWidgets } from './place-widgets.js';
import { previewPage } from './preview-page.js';

export interface PageManagementDeps {
  db: Db;
  repository: EntityRepository;
  contexts: CheckContexts;
}

/**
 * The calls of page and widget management beyond the entity routes of `api/pages` and `api/widgets`
 * (spec 001 §7; docs/http-api.md#pages-and-widgets): insert, bulk placement, delete with closing up,
 * widget order and layout, preview as a role. For the roles of the page entity.
 */
export function registerPageManagementRoutes(app: FastifyInstance, { db, repository, contexts }: PageManagementDeps): void {
  const pages = repository.model('page');
  const widgets = repository.model('widget');
  const onRequest = requireAuthority(...pages.authorities);
  const roles = `Roles: ${pages.authorities.join(', ')}`;

  app.post<{ Body: Partial<Entity> }>(
    '/api/pages/increment',
    { onRequest, config: { objectName: pages.name }, schema: { body: entityBodySchemas(pages).create, response: { 201: entityAnswerSchemaOf(pages) } } },
    async (request, reply) => {
      const created = await insertPage(db, repository, request.body, await actingLogin(request));
      entityAlert(reply, pages, 'created', created.id).header('location', `/api/pages/${created.id}`).status(201);
      return created;
    },
  );

  app.put<{ Body: PagePlacement[] }>(
    '/api/pages',
    { onRequest, config: { objectName: 'pagePlacement' }, schema: { description: roles, tags: [pages.title], body: PAGE_PLACEMENTS_SCHEMA, response: { 200: entityListAnswerSchemaOf(pages) } } },
    async (request) => placePages(db, repository, request.body, await actingLogin(request)),
  );

  app.put<{ Params: { id: number } }>(
    '/api/pages/:id/decrement',
    { onRequest, config: { objectName: pages.name }, schema: { params: ID_PARAMS, response: { 204: { type: 'null', description: 'The page is deleted, its siblings closed up' } } } },
    async (request, reply) => {
      await deletePage(db, repository, request.params.id, await actingLogin(request));
      entityAlert(reply, pages, 'deleted', request.params.id).status(204);
    },
  );

  app.get<{ Params: { id: number }; Querystring: { as: PreviewRole } }>(
    '/api/pages/:id/preview',
    {
      onRequest,
      config: { objectName: pages.name },
      schema: {
        params: ID_PARAMS,
        querystring: { type: 'object', properties: { as: { type: 'string', enum: PREVIEW_ROLES } }, required: ['as'], additionalProperties: false },
        response: { 200: pagePreviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const context = await contexts.forRole(request.query.as, await request.currentUser());
      return previewPage(db, request.params.id, request.query.as, context);
    },
  );

  app.put<{ Querystring: { pageId: number }; Body: WidgetPlacement[] }>(
    '/api/widgets/indexes',
    {
      onRequest: requireAuthority(...widgets.authorities),
      config: { objectName: 'widgetPlacement' },
      schema: {
        description: `Roles: ${widgets.authorities.join(', ')}`,
        tags: [widgets.title],
        querystring: { type: 'object', properties: { pageId: ID }, required: ['pageId'], additionalProperties: false },
        body: WIDGET_PLACEMENTS_SCHEMA,
        response: { 200: entityListAnswerSchemaOf(widgets) },
      },
    },
    async (request) => placeWidgets(db, repository, request.query.pageId, request.body, await actingLogin(request)),
  );
}
