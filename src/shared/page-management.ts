/**
 * What the page and widget management calls of spec 001 §7 send and answer, declared once for the
 * server that checks them and the console that sends them. Pages and widgets themselves are the
 * entities of `schemas/entities/page.schema.json` and `widget.schema.json` (`Page`, `Widget` in
 * `generated/entities.ts`).
 */

import type { FromSchema } from 'json-schema-to-ts';
import { eagerComposerPageSchema } from './composer-page.js';
import { checkContextSchema } from './permission-checks.js';

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
export const pagePreviewSchema = {
  type: 'object',
  properties: {
    as: { type: 'string', enum: ['GUEST', 'USER', 'ADMIN'] },
    page: { anyOf: [eagerComposerPageSchema, { type: 'null' }] },
    context: checkContextSchema,
  },
  required: ['as', 'page', 'context'],
  additionalProperties: false,
} as const;

export type PagePreview = FromSchema<typeof pagePreviewSchema>;

/** The largest id and index: the database's integer columns are 32-bit. */
const MAX_INTEGER = 2_147_483_647;
const ID_SCHEMA = { type: 'integer', minimum: 1, maximum: MAX_INTEGER } as const;
const INDEX_SCHEMA = { type: 'integer', minimum: 0, maximum: MAX_INTEGER } as const;

/** The JSON Schema of `PUT api/pages` bodies: at least one placement (the parent may carry more of the page it names). */
export const PAGE_PLACEMENTS_SCHEMA = {
  type: 'array',
  minItems: 1,
  maxItems: 10_000,
  items: {
    type: 'object',
    properties: {
      id: ID_SCHEMA,
      parent: { anyOf: [{ type: 'object', properties: { id: ID_SCHEMA }, required: ['id'] }, { type: 'null' }] },
      index: INDEX_SCHEMA,
    },
    required: ['id', 'parent', 'index'],
    additionalProperties: false,
  },
} as const;

/** A place on the grid, as `layout` in schemas/widgets/widget-common.schema.json says it (a unit test keeps them equal). */
export const WIDGET_LAYOUT_SCHEMA = {
  type: 'object',
  properties: {
    x: { type: 'integer', minimum: 0, maximum: 11 },
    y: { type: 'integer', minimum: 0, maximum: 1000 },
    w: { type: 'integer', minimum: 1, maximum: 12 },
    h: { type: 'integer', minimum: 1, maximum: 100 },
  },
  required: ['x', 'y', 'w'],
  additionalProperties: false,
} as const;

/** The JSON Schema of `PUT api/widgets/indexes` bodies: at least one placement. */
export const WIDGET_PLACEMENTS_SCHEMA = {
  type: 'array',
  minItems: 1,
  maxItems: 10_000,
  items: {
    type: 'object',
    properties: { id: ID_SCHEMA, index: INDEX_SCHEMA, layout: WIDGET_LAYOUT_SCHEMA },
    required: ['id', 'index', 'layout'],
    additionalProperties: false,
  },
} as const;
