import type { CheckContext } from '../../../src/shared/permission-checks.js';
import { findVisiblePage } from './visitor-pages.js';
import { visibleWidgets } from './page-widgets.js';
import type { Db } from '../../database.js';
import type { EntityRepository } from '../../entities/repository.js';
import { notFound } from '../../errors/app-error.js';

/** Entities whose stored `css` may style the public screens. */
export const STYLED = ['site', 'page', 'template', 'widget'];

/**
 * An entity's stored stylesheet (`GET api/composer/css/{entity}/{id}`; the site's `cssUrl` names such
 * an address below `api/`). Only the `css` field is ever served. The site's and templates' are
 * public; a page's is seen by whoever may open the page, exactly as `api/composer/pages/{id}` decides
 * (401 for a private page without an account, 404 when its checks fail), and a widget's by whoever is
 * shown the widget on its page. The visitor's context is read only when it matters.
 */
export async function readStylesheet(repository: EntityRepository, db: Db, entity: string, id: number, contextOf: () => Promise<CheckContext>): Promise<Buffer> {
  const row = await repository.get(repository.model(entity), id);
  if (entity === 'page' || entity === 'widget') {
    const pageId = entity === 'page' ? id : (row.page as { id: number } | null | undefined)?.id;
    if (pageId === undefined) throw notFound(`There is no ${entity} ${id}`);
    const context = await contextOf();
    await findVisiblePage(db, pageId, context);
    if (entity === 'widget' && !(await visibleWidgets(db, pageId, context)).some((w) => w.id === id)) throw notFound(`There is no widget ${id}`);
  }
  if (!row.css) throw notFound(`${entity} ${id} has no stylesheet`);
  return Buffer.from(row.css as string, 'base64');
}
