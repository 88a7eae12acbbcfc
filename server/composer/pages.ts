import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { listQuerySchema, parseListSort, sortRows } from '../http/pagination.js';
import { notFound, unauthorized } from '../errors/app-error.js';
import { ID_PARAMS } from '../http/params.js';
import { passesCheck, type CheckContext } from '../../src/shared/permission-checks.js';
import type { ComposerPage, EagerComposerPage } from '../../src/shared/composer-page.js';
import type { CheckContexts } from './check-context.js';
import { stylesheetsOf, visibleWidgets } from './page-widgets.js';

type Scope = ComposerPage['scope'];

const LIST_QUERY = listQuerySchema(10_000);
/** What the page lists sort by; by index (then id) when they are asked for no order. */
const SORTABLE = ['id', 'name', 'urlTitle', 'path', 'link', 'description', 'icon', 'index', 'type', 'scope', 'cssUrl', 'permissionChecks'];

/**
 * The page trees of the composer (spec 001 §2, §7): public pages for everyone, private pages for
 * signed-in accounts, each sorted by index. A page whose permission check the visitor fails is left
 * out, and so is everything under it, so that the client never learns of what it may not open.
 * Checks are CEL expressions over the visitor (src/shared/permission-checks.ts, CheckContexts).
 */
export function registerComposerPageRoutes(app: FastifyInstance, db: Db, contexts: CheckContexts): void {
  const list = (scope: Scope) => async (request: FastifyRequest<{ Querystring: { page?: number; size?: number; sort?: string[] } }>, reply: { header: (k: string, v: string) => unknown }) => {
    const sort = parseListSort(request.query.sort, SORTABLE, 'pages');
    const context = await contexts.of(request);
    if (scope === 'PRIVATE' && !context.user.authenticated) throw unauthorized();
    const pages = sortRows(
      visiblePages(await pagesOf(db, scope), context).map(({ hasCss: _css, ...page }) => page),
      sort,
    );
    const size = request.query.size ?? 20;
    const start = (request.query.page ?? 0) * size;
    reply.header('x-total-count', String(pages.length));
    return pages.slice(start, start + size);
  };
  app.get('/api/composer/pages-public', { schema: { querystring: LIST_QUERY } }, list('PUBLIC'));
  app.get('/api/composer/pages-private', { schema: { querystring: LIST_QUERY } }, list('PRIVATE'));
  // What permission checks read about the visitor, so that the client applies them as the server does.
  app.get('/api/composer/check-context', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return contexts.of(request);
  });

  // With eager=true: the page with its template and the widgets the visitor may see (EagerComposerPage).
  app.get<{ Params: { id: number }; Querystring: { eager?: boolean } }>(
    '/api/composer/pages/:id',
    {
      schema: {
        params: ID_PARAMS,
        querystring: { type: 'object', properties: { eager: { type: 'boolean' } }, additionalProperties: false },
      },
    },
    async (request) => {
      const context = await contexts.of(request);
      const page = await findVisiblePage(db, request.params.id, context);
      const { hasCss: _css, ...shown } = page;
      return request.query.eager ? eagerPage(db, page, context) : shown;
    },
  );
}

/**
 * A page the visitor may open: 401 for a private page without a signed-in account, 404 when it does
 * not exist or the visitor fails its check or an ancestor's (which reveals nothing of it).
 */
export async function findVisiblePage(db: Db, id: number, context: CheckContext): Promise<PageRow> {
  const found = await visiblePage(db, id, context);
  if (found === 'unauthorized') throw unauthorized();
  if (!found) throw notFound(`There is no page ${id}`);
  return found;
}

/** The page if the visitor may open it; `unauthorized` for a private page and a guest; undefined otherwise. */
export async function visiblePage(db: Db, id: number, context: CheckContext): Promise<PageRow | 'unauthorized' | undefined> {
  const row = await db.selectFrom('page').select('scope').where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const scope: Scope = row.scope === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE';
  if (scope === 'PRIVATE' && !context.user.authenticated) return 'unauthorized';
  return visiblePages(await pagesOf(db, scope), context).find((p) => p.id === id);
}

/** The page with its template and the widgets the visitor may see, as `pages/{id}?eager=true` answers it. */
export async function eagerPage(db: Db, page: PageRow, context: CheckContext): Promise<EagerComposerPage> {
  return {
    id: page.id,
    name: page.name,
    path: page.path,
    type: page.type,
    scope: page.scope,
    template: page.template && (await templateOf(db, page.template.id)),
    stylesheets: stylesheetsOf('page', page.id, page.hasCss, page.cssUrl),
    permissionChecks: page.permissionChecks,
    widgets: await visibleWidgets(db, page.id, context),
  };
}

async function templateOf(db: Db, id: number): Promise<EagerComposerPage['template']> {
  const template = await db
    .selectFrom('template')
    .select(['id', 'name', 'row', 'col', 'css_url'])
    .select((eb) => eb.case().when('css', 'is not', null).then(1).else(0).end().as('has_css'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!template) return null;
  return {
    id: template.id,
    name: template.name ?? '',
    row: template.row == null ? null : template.row,
    col: template.col == null ? null : template.col,
    stylesheets: stylesheetsOf('template', id, template.has_css === 1, template.css_url),
  };
}

export interface PageRow extends ComposerPage {
  hasCss: boolean;
}

async function pagesOf(db: Db, scope: Scope): Promise<PageRow[]> {
  const rows = await db
    .selectFrom('page')
    .select(['id', 'name', 'url_title', 'path', 'link', 'description', 'icon', 'index', 'type', 'scope', 'css_url', 'parent_id', 'template_id', 'permission_checks'])
    .select((eb) => eb.case().when('css', 'is not', null).then(1).else(0).end().as('has_css'))
    // A page without a scope is private: nobody is shown more than they were meant to see.
    .where((eb) => (scope === 'PUBLIC' ? eb('scope', '=', 'PUBLIC') : eb.or([eb('scope', '=', 'PRIVATE'), eb('scope', 'is', null)])))
    // Pages without an index come after the others on both databases (SQLite sorts nulls first, PostgreSQL last).
    .orderBy(sql`case when ${sql.ref('index')} is null then 1 else 0 end`)
    .orderBy('index')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name ?? '',
    urlTitle: r.url_title ?? null,
    path: r.path ?? null,
    link: r.link ?? null,
    description: r.description ?? null,
    icon: r.icon ?? null,
    index: r.index == null ? null : r.index,
    type: r.type === 'LINK' ? 'LINK' : 'PAGE',
    scope,
    cssUrl: r.css_url ?? null,
    parent: r.parent_id == null ? null : { id: r.parent_id },
    template: r.template_id == null ? null : { id: r.template_id },
    permissionChecks: r.permission_checks ?? null,
    hasCss: r.has_css === 1,
  }));
}

/**
 * The pages the visitor may see, in index order: those that pass their own check and whose ancestors
 * (within the scope) all do. A page whose parent is in another scope or missing counts as a root; a
 * cycle of parents shows nobody the pages on it.
 */
function visiblePages(pages: PageRow[], context: CheckContext): PageRow[] {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const visible = new Map<number, boolean>();
  const isVisible = (page: PageRow, seen: Set<number>): boolean => {
    const known = visible.get(page.id);
    if (known !== undefined) return known;
    if (seen.has(page.id)) return false;
    seen.add(page.id);
    const parent = page.parent ? byId.get(page.parent.id) : undefined;
    const result = passesCheck(page.permissionChecks, context) && (!parent || isVisible(parent, seen));
    visible.set(page.id, result);
    return result;
  };
  return pages.filter((p) => isVisible(p, new Set()));
}
