import { sql } from 'kysely';
import type { Db } from '../database.js';
import { passesCheck, type CheckContext } from '../../src/shared/permission-checks.js';
import type { ComposerWidget } from '../../src/shared/composer-page.js';

/**
 * The widgets of a page that the visitor passes the checks of, in index order (then id), as the
 * runtime gets them: the configuration parsed, the type's configuration schema named, stylesheets as
 * addresses. A widget whose check fails is left out entirely.
 */
export async function visibleWidgets(db: Db, pageId: number, context: CheckContext): Promise<ComposerWidget[]> {
  const rows = await db
    .selectFrom('widget as w')
    .leftJoin('widget_type as t', 't.id', 'w.type_id')
    .select(['w.id', 'w.title', 'w.conf', 'w.css_url', 'w.permission_checks', 't.id as type_id', 't.name as type_name', 't.conf_schema'])
    .select((eb) => eb.case().when('w.css', 'is not', null).then(1).else(0).end().as('has_css'))
    .where('w.page_id', '=', pageId)
    // Widgets without an index come last on both databases (SQLite sorts nulls first, PostgreSQL last).
    .orderBy(sql`case when ${sql.ref('w.index')} is null then 1 else 0 end`)
    .orderBy('w.index')
    .orderBy('w.id')
    .execute();
  return rows
    .filter((r) => passesCheck(r.permission_checks, context))
    .map((r) => ({
      id: r.id,
      title: r.title ?? '',
      conf: parseConf(r.conf),
      type: { id: Number(r.type_id), name: r.type_name ?? '', confSchema: r.conf_schema ?? null },
      stylesheets: stylesheetsOf('widget', r.id, r.has_css === 1, r.css_url),
      permissionChecks: r.permission_checks ?? null,
    }));
}

/** The addresses of an entity's stylesheets: its stored css (served by api/composer/css) and its cssUrl (below api/). */
export function stylesheetsOf(entity: string, id: number, hasCss: boolean, cssUrl: string | null | undefined): string[] {
  const urls: string[] = [];
  if (hasCss) urls.push(`/api/composer/css/${entity}/${id}`);
  if (cssUrl) urls.push(`/api/${cssUrl.replace(/^\/+/, '')}`);
  return urls;
}

/** A stored configuration as an object; anything else (older or damaged data) as an empty one. */
export function parseConf(text: string | null): Record<string, unknown> {
  try {
    const conf: unknown = JSON.parse(text ?? '{}');
    return conf && typeof conf === 'object' && !Array.isArray(conf) ? (conf as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
