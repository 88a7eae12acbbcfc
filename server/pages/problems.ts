import { conflict, notFound, validationProblem } from '../errors/app-error.js';

/**
 * The refusals of page and widget management. Breaking a rule of the written page is a 400 naming the
 * field; a write that other pages stand in the way of (a cycle, subpages) a 409 whose message key names why.
 */

export const pathTaken = (path: string, scope: string, otherId: number) =>
  validationProblem('page', [{ objectName: 'page', field: 'path', message: 'Unique' }], `The path "${path}" is already used by page ${otherId} among the ${scope} pages`);

export const parentInOtherScope = (parentId: number, scope: string) =>
  validationProblem('page', [{ objectName: 'page', field: 'parent', message: 'Scope' }], `Page ${parentId} is not among the ${scope} pages: a page's parent must be in its own scope`);

export const parentMissing = (parentId: number) =>
  validationProblem('page', [{ objectName: 'page', field: 'parent', message: 'NotFound' }], `There is no page ${parentId} to place a page under`);

export const cycle = (id: number, parentId: number) =>
  conflict(
    id === parentId
      ? `Page ${id} cannot be its own parent`
      : `Page ${id} cannot go under page ${parentId}, which is below it: that would make a cycle`,
    'error.page.cycle',
  );

export const hasSubpages = (id: number, count: number, action: 'delete' | 'move to the other scope') =>
  conflict(`Page ${id} has ${count} subpage${count === 1 ? '' : 's'}: move or delete ${count === 1 ? 'it' : 'them'} first, then ${action} the page`, 'error.page.hassubpages');

export const noSuchPage = (id: number) => notFound(`Page ${id} does not exist`);

export const repeatedId = (what: 'page' | 'widget', id: number) =>
  validationProblem(what, [{ objectName: what, field: 'id', message: 'Unique' }], `The list names ${what} ${id} more than once`);

export const noSuchWidget = (id: number) => notFound(`Widget ${id} does not exist`);

export const widgetOfAnotherPage = (id: number, pageId: number) =>
  validationProblem('widget', [{ objectName: 'widget', field: 'page', message: 'NotFound' }], `Widget ${id} is not on page ${pageId}`);
