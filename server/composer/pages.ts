import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.js';
import { notFound, unauthorized } from '../http/problem.js';
import { passes, type Visitor } from './permission-checks.js';

type Scope = 'PUBLIC' | 'PRIVATE';

/** A page as the composer's navigation gets it (permission checks stay on the server, which applies them). */
export interface ComposerPage {
  id: number;
  name: string;
  urlTitle: string | null;
  path: string | null;
  link: string | null;
  description: string | null;
  icon: string | null;
  index: number | null;
  type: 'PAGE' | 'LINK';
  scope: Scope;
  cssUrl: string | null;
  parent: { id: number } | null;
  template: { id: number } | null;
}

const LIST_QUERY = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0 },
    size: { type: 'integer', minimum: 1, maximum: 10_000 },
    sort: { type: 'string', enum: ['index,asc', 'index,desc', 'index'] },
    cacheBuster: { type: 'string', maxLength: 30 },
  },
  additionalProperties: false,
} as const;

/**
 * The page trees of the composer (spec 001 §2, §7): public pages for everyone, private pages for
 * signed-in accounts, each sorted by index. A page whose permission check the visitor fails is left
 * out, and so is everything under it, so that the client never learns of what it may not open.
 */
export function registerComposerPageRoutes(app: FastifyInstance, db: Db): void {
  const visitorOf = async (request: FastifyRequest): Promise<Visitor> => {
    const user = await request.currentUser();
    return { authenticated: !!user, authorities: user?.authorities ?? [] };
  };

  const list = (scope: Scope) => async (request: FastifyRequest<{ Querystring: { page?: number; size?: number; sort?: string } }>, reply: { header: (k: string, v: string) => unknown }) => {
    const visitor = await visitorOf(request);
    if (scope === 'PRIVATE' && !visitor.authenticated) throw unauthorized();
    const pages = visiblePages(await pagesOf(db, scope), visitor);
    if (request.query.sort === 'index,desc') pages.reverse();
    const size = request.query.size ?? 20;
    const start = (request.query.page ?? 0) * size;
    reply.header('x-total-count', String(pages.length));
    return pages.slice(start, start + size);
  };
  app.get('/api/composer/pages-public', { schema: { querystring: LIST_QUERY } }, list('PUBLIC'));
  app.get('/api/composer/pages-private', { schema: { querystring: LIST_QUERY } }, list('PRIVATE'));

  app.get<{ Params: { id: number }; Querystring: { eager?: boolean } }>(
    '/api/composer/pages/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
        querystring: { type: 'object', properties: { eager: { type: 'boolean' } }, additionalProperties: false },
      },
    },
    async (request) => {
      const visitor = await visitorOf(request);
      const row = await db.selectFrom('page').select('scope').where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw notFound(`There is no page ${request.params.id}`);
      const scope: Scope = row.scope === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE';
      if (scope === 'PRIVATE' && !visitor.authenticated) throw unauthorized();
      const page = visiblePages(await pagesOf(db, scope), visitor).find((p) => p.id === request.params.id);
      if (!page) throw notFound(`There is no page ${request.params.id}`);
      if (!request.query.eager || !page.template) return page;
      const template = await db.selectFrom('template').select(['id', 'name', 'row', 'col', 'css_url']).where('id', '=', page.template.id).executeTakeFirst();
      return {
        ...page,
        template: template && { id: Number(template.id), name: template.name, row: template.row, col: template.col, cssUrl: template.css_url ?? null },
      };
    },
  );
}

interface PageRow extends ComposerPage {
  permissionChecks: string | null;
}

async function pagesOf(db: Db, scope: Scope): Promise<PageRow[]> {
  const rows = await db
    .selectFrom('page')
    .select(['id', 'name', 'url_title', 'path', 'link', 'description', 'icon', 'index', 'type', 'scope', 'css_url', 'parent_id', 'template_id', 'permission_checks'])
    // A page without a scope is private: nobody is shown more than they were meant to see.
    .where((eb) => (scope === 'PUBLIC' ? eb('scope', '=', 'PUBLIC') : eb.or([eb('scope', '=', 'PRIVATE'), eb('scope', 'is', null)])))
    .orderBy('index')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name ?? '',
    urlTitle: r.url_title ?? null,
    path: r.path ?? null,
    link: r.link ?? null,
    description: r.description ?? null,
    icon: r.icon ?? null,
    index: r.index == null ? null : Number(r.index),
    type: r.type === 'LINK' ? 'LINK' : 'PAGE',
    scope,
    cssUrl: r.css_url ?? null,
    parent: r.parent_id == null ? null : { id: Number(r.parent_id) },
    template: r.template_id == null ? null : { id: Number(r.template_id) },
    permissionChecks: r.permission_checks ?? null,
  }));
}

/**
 * The pages the visitor may see, in index order: those that pass their own check and whose ancestors
 * (within the scope) all do. A page whose parent is in another scope or missing counts as a root; a
 * cycle of parents shows nobody the pages on it.
 */
function visiblePages(pages: PageRow[], visitor: Visitor): ComposerPage[] {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const visible = new Map<number, boolean>();
  const isVisible = (page: PageRow, seen: Set<number>): boolean => {
    const known = visible.get(page.id);
    if (known !== undefined) return known;
    if (seen.has(page.id)) return false;
    seen.add(page.id);
    const parent = page.parent ? byId.get(page.parent.id) : undefined;
    const result = passes(page.permissionChecks, visitor) && (!parent || isVisible(parent, seen));
    visible.set(page.id, result);
    return result;
  };
  return pages.filter((p) => isVisible(p, new Set())).map(({ permissionChecks: _checks, ...page }) => page);
}
