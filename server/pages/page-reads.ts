import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { ComposerPage } from '../../src/shared/composer-page.js';
import { indexedFirst, inScope, scopeOf } from './page-order.js';

/**
 * What the rest of the portal reads of the page tree: pages/ owns the page, template and widget
 * tables (the entity routes write them through the generic repository, its moves through
 * place-pages.ts and place-widgets.ts). The composer shows these reads; the structure report checks them.
 */

type Scope = ComposerPage['scope'];

/** A page as the composer answers it, and whether it has a stylesheet of its own. */
export interface PageRow extends ComposerPage {
  hasCss: boolean;
}

/** 1 when the row has a stylesheet of its own (its bytes are not read), else 0. */
const hasCss = (column: 'css' | 'w.css' = 'css') => sql<number>`case when ${sql.ref(column)} is not null then 1 else 0 end`;

/** The scope of one page, undefined when there is none; a page without a scope is private. */
export async function pageScope(db: Db, id: number): Promise<Scope | undefined> {
  const row = await db.selectFrom('page').select('scope').where('id', '=', id).executeTakeFirst();
  return row && scopeOf(row.scope);
}

/** The pages of one scope in index order (pages without an index last), then by id. */
export async function pagesInScope(db: Db, scope: Scope): Promise<PageRow[]> {
  const rows = await db
    .selectFrom('page')
    .select(['id', 'name', 'url_title', 'path', 'link', 'description', 'icon', 'index', 'type', 'css_url', 'parent_id', 'template_id', 'permission_checks'])
    .select(hasCss().as('has_css'))
    .where(inScope(scope))
    .orderBy(indexedFirst())
    .orderBy('index')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name ?? '',
    urlTitle: r.url_title,
    path: r.path,
    link: r.link,
    description: r.description,
    icon: r.icon,
    index: r.index,
    type: r.type === 'LINK' ? 'LINK' : 'PAGE',
    scope,
    cssUrl: r.css_url,
    parent: r.parent_id == null ? null : { id: r.parent_id },
    template: r.template_id == null ? null : { id: r.template_id },
    permissionChecks: r.permission_checks,
    hasCss: r.has_css === 1,
  }));
}

/** A template's layout and stylesheets, undefined when there is none. */
export async function templateOfPage(db: Db, id: number) {
  const row = await db.selectFrom('template').select(['id', 'name', 'row', 'col', 'css_url']).select(hasCss().as('has_css')).where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, name: row.name ?? '', row: row.row, col: row.col, cssUrl: row.css_url, hasCss: row.has_css === 1 };
}

/** The widgets of a page with their type, in index order (widgets without an index last), then by id. */
export function widgetsOfPage(db: Db, pageId: number) {
  return db
    .selectFrom('widget as w')
    .leftJoin('widget_type as t', 't.id', 'w.type_id')
    .select(['w.id', 'w.title', 'w.conf', 'w.css_url', 'w.permission_checks', 't.id as type_id', 't.name as type_name', 't.conf_schema'])
    .select(hasCss('w.css').as('has_css'))
    .where('w.page_id', '=', pageId)
    .orderBy(indexedFirst('w.index'))
    .orderBy('w.index')
    .orderBy('w.id')
    .execute();
}

/** The widgets of one type (its configuration schema's name, `signature-inbox`) with the page each is on and its check. */
export function widgetsOfType(db: Db, confSchema: string) {
  return db
    .selectFrom('widget as w')
    .innerJoin('widget_type as t', 't.id', 'w.type_id')
    .select(['w.page_id', 'w.permission_checks'])
    .where('t.conf_schema', '=', confSchema)
    .execute();
}

/** Every page, template and widget, by id, for the structure report. */
export async function wholeTree(db: Db) {
  const [pages, templates, widgets] = await Promise.all([
    db.selectFrom('page').select(['id', 'name', 'path', 'type', 'scope', 'index', 'parent_id', 'template_id', 'permission_checks']).orderBy('id').execute(),
    db.selectFrom('template').select(['id', 'name']).execute(),
    db
      .selectFrom('widget')
      .leftJoin('widget_type', 'widget_type.id', 'widget.type_id')
      .select(['widget.id as id', 'widget.title as title', 'widget.conf as conf', 'widget.page_id as page_id', 'widget_type.name as type_name', 'widget_type.conf_schema as conf_schema'])
      .orderBy('widget.id')
      .execute(),
  ]);
  return { pages, templates, widgets };
}
