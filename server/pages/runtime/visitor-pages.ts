import type { Db } from '../../database.js';
import { sortRows, type ListSort } from '../../lists/list-sort.js';
import { notFound, unauthorized } from '../../errors/app-error.js';
import { passesCheck, type CheckContext } from '../../../src/shared/permission-checks.js';
import type { ComposerPage, EagerComposerPage } from '../../../src/shared/composer-page.js';
import { stylesheetsOf, visibleWidgets } from './page-widgets.js';
import { pageScope, pagesInScope, templateOfPage, widgetsOfType, type PageRow } from '../page-reads.js';
import { parentChain } from '../../../src/shared/parent-chain.js';

/**
 * The pages of a scope the visitor may see, in the order asked (spec 001 §2, §7): public pages for
 * everyone, private pages for signed-in accounts (401 for a guest), each sorted by index when no
 * order is asked. A page whose permission check the visitor fails is left out, and so is everything
 * under it, so that the client never learns of what it may not open. Checks are CEL expressions over
 * the visitor (src/shared/permission-checks.ts, CheckContexts). With `holding`, only the pages that
 * hold a widget of that type the visitor may see (where a mail's link finds the signature inbox).
 */
export async function listVisiblePages(db: Db, scope: ComposerPage['scope'], context: CheckContext, sort: ListSort, holding?: string): Promise<Omit<PageRow, 'hasCss'>[]> {
  if (scope === 'PRIVATE' && !context.user.authenticated) throw unauthorized();
  let pages = visiblePages(await pagesInScope(db, scope), context);
  if (holding !== undefined) {
    const holders = new Set((await widgetsOfType(db, holding)).filter((w) => passesCheck(w.permission_checks, context)).map((w) => w.page_id));
    pages = pages.filter((p) => p.type === 'PAGE' && holders.has(p.id));
  }
  return sortRows(
    pages.map(({ hasCss: _css, ...page }) => page),
    sort,
  );
}

/** One page of the visitor's pages in a scope (listVisiblePages), with the count of all of them. */
export async function visiblePagesPage(
  db: Db,
  scope: ComposerPage['scope'],
  context: CheckContext,
  query: { sort: ListSort; page: number; size: number; holding?: string },
): Promise<{ rows: Omit<PageRow, 'hasCss'>[]; total: number }> {
  const pages = await listVisiblePages(db, scope, context, query.sort, query.holding);
  const start = query.page * query.size;
  return { rows: pages.slice(start, start + query.size), total: pages.length };
}

/** A page as `pages/{id}` answers it: with its template and the widgets the visitor may see when `eager`. */
export async function readVisiblePage(db: Db, id: number, context: CheckContext, eager: boolean): Promise<EagerComposerPage | Omit<PageRow, 'hasCss'>> {
  const page = await findVisiblePage(db, id, context);
  if (eager) return eagerPage(db, page, context);
  const { hasCss: _css, ...shown } = page;
  return shown;
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
  const scope = await pageScope(db, id);
  if (!scope) return undefined;
  if (scope === 'PRIVATE' && !context.user.authenticated) return 'unauthorized';
  return visiblePages(await pagesInScope(db, scope), context).find((p) => p.id === id);
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
  const template = await templateOfPage(db, id);
  if (!template) return null;
  const { name, row, col } = template;
  return { id, name, row, col, stylesheets: stylesheetsOf('template', id, template.hasCss, template.cssUrl) };
}

/**
 * The pages the visitor may see, in index order: those that pass their own check and whose ancestors
 * (within the scope) all do. A page whose parent is in another scope or missing counts as a root; a
 * cycle of parents shows nobody the pages on it.
 */
function visiblePages(pages: PageRow[], context: CheckContext): PageRow[] {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const passes = new Map(pages.map((p) => [p.id, passesCheck(p.permissionChecks, context)]));
  return pages.filter((page) => {
    const { chain, loopsAt } = parentChain(page.id, (id) => {
      const parent = byId.get(id)?.parent?.id;
      return parent !== undefined && byId.has(parent) ? parent : undefined;
    });
    return loopsAt === undefined && chain.every((id) => passes.get(id));
  });
}
