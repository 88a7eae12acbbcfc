/**
 * What the page and widget management calls of spec 001 §7 send and answer, declared once for the
 * server that checks them and the console that sends them. Pages and widgets themselves are the
 * entities of `schemas/entities/page.schema.json` and `widget.schema.json` (`Page`, `Widget` in
 * `generated/entities.ts`).
 */

import type { EagerComposerPage } from './composer-page.js';
import type { CheckContext } from './permission-checks.js';

export type PageScope = 'PUBLIC' | 'PRIVATE';

/**
 * One page's place in its tree, as `PUT api/pages` (bulk) takes a list of them: the parent it now
 * hangs under (null for the scope's root) and its index among that parent's pages. The server applies
 * the whole list in one transaction, then numbers every changed group of siblings 0, 1, 2 … in the
 * order the indexes give; a list that would make a cycle is refused (409) and changes nothing.
 */
export interface PagePlacement {
  id: number;
  parent: { id: number } | null;
  index: number;
}

/** Spec §3: a widget's place on the 12-column grid (`conf.layout`). */
export interface WidgetLayout {
  x: number;
  y: number;
  w: number;
  h?: number;
}

/**
 * One widget's order and place, as `PUT api/widgets/indexes?pageId={id}` takes a list of them: every
 * widget named must be on that page; the list is applied in one transaction or not at all.
 */
export interface WidgetPlacement {
  id: number;
  index: number;
  layout: WidgetLayout;
}

/** Whom a preview shows a page as: a guest (no account), a ROLE_USER account, or an administrator. */
export type PreviewRole = 'GUEST' | 'USER' | 'ADMIN';
export const PREVIEW_ROLES: PreviewRole[] = ['GUEST', 'USER', 'ADMIN'];

/**
 * What `GET api/pages/{id}/preview?as={role}` answers an administrator: the page as the runtime would
 * get it for that role (the server applies the permission checks), or null when that role does not
 * see the page at all, with the check context the runtime then evaluates in the client.
 */
export interface PagePreview {
  as: PreviewRole;
  page: EagerComposerPage | null;
  context: CheckContext;
}
