import type { Db } from '../../database.js';
import { widgetsOfPage } from '../page-reads.js';
import { parseConf } from '../../../src/shared/widget-conf.js';
import { passesCheck, type CheckContext } from '../../../src/shared/permission-checks.js';
import type { ComposerWidget } from '../../../src/shared/composer-page.js';

/**
 * The widgets of a page that the visitor passes the checks of, in index order (then id), as the
 * runtime gets them: the configuration parsed, the type's configuration schema named, stylesheets as
 * addresses. A widget whose check fails is left out entirely.
 */
export async function visibleWidgets(db: Db, pageId: number, context: CheckContext): Promise<ComposerWidget[]> {
  const rows = await widgetsOfPage(db, pageId);
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
