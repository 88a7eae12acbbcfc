import type { Db } from '../../database.js';
import type { PagePreview, PreviewRole } from '../../../src/shared/page-management.js';
import type { CheckContext } from '../../../src/shared/permission-checks.js';
import { eagerPage, visiblePage } from '../runtime/visitor-pages.js';
import { noSuchPage } from '../problems.js';

/**
 * A page as a visitor in a role would get it from `GET api/composer/pages/{id}?eager=true`, given
 * that visitor's check context (CheckContexts.forRole): the same functions decide. `page` is null
 * where that visitor would be refused (a failed check, a private page and a guest). 404 for a page
 * that does not exist.
 */
export async function previewPage(db: Db, id: number, as: PreviewRole, context: CheckContext): Promise<PagePreview> {
  if (!(await db.selectFrom('page').select('id').where('id', '=', id).executeTakeFirst())) throw noSuchPage(id);
  const page = await visiblePage(db, id, context);
  return { as, page: page && page !== 'unauthorized' ? await eagerPage(db, page, context) : null, context };
}
