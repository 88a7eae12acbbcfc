/**
 * The site's structure as `api/admin/structure` answers it: declared once for the server and the
 * client. The types are written out, as a tree of pages is recursive (FromSchema derives no recursive
 * type); the schema below, which the route answers by, names the same members.
 */

export type ProblemKind = 'widget-conf' | 'missing-parent' | 'cycle' | 'permission-checks';

export interface StructureProblem {
  kind: ProblemKind;
  entity: 'page' | 'widget';
  id: number;
  message: string;
}

export interface StructureWidget {
  id: number;
  title: string | null;
  type: string | null;
  problems: string[];
}

export interface StructurePage {
  id: number;
  name: string | null;
  path: string | null;
  type: string | null;
  scope: 'PUBLIC' | 'PRIVATE';
  index: number | null;
  parent: number | null;
  template: { id: number; name: string | null } | null;
  widgets: StructureWidget[];
  /** True when the page itself has a problem (listed in `problems`) or is a root only because its parent link is broken. */
  broken: boolean;
  problems: string[];
  children: StructurePage[];
}

export interface StructureReport {
  site: { id: number; name: string } | null;
  public: StructurePage[];
  private: StructurePage[];
  problems: StructureProblem[];
}

const nullableText = { type: ['string', 'null'] } as const;
const texts = { type: 'array', items: { type: 'string' } } as const;

/** A page of the report: its `children` are pages again, referred to by the schema's `$id`. */
export const structurePageSchema = {
  $id: 'StructurePage',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: nullableText,
    path: nullableText,
    type: nullableText,
    scope: { type: 'string', enum: ['PUBLIC', 'PRIVATE'] },
    index: { type: ['integer', 'null'] },
    parent: { type: ['integer', 'null'] },
    template: {
      anyOf: [{ type: 'object', properties: { id: { type: 'integer' }, name: nullableText }, required: ['id', 'name'], additionalProperties: false }, { type: 'null' }],
    },
    widgets: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, title: nullableText, type: nullableText, problems: texts },
        required: ['id', 'title', 'type', 'problems'],
        additionalProperties: false,
      },
    },
    broken: { type: 'boolean' },
    problems: texts,
    children: { type: 'array', items: { $ref: 'StructurePage' } },
  },
  required: ['id', 'name', 'path', 'type', 'scope', 'index', 'parent', 'template', 'widgets', 'broken', 'problems', 'children'],
  additionalProperties: false,
} as const;

export const structureReportSchema = {
  type: 'object',
  properties: {
    site: {
      anyOf: [{ type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'], additionalProperties: false }, { type: 'null' }],
    },
    public: { type: 'array', items: structurePageSchema },
    private: { type: 'array', items: { $ref: 'StructurePage' } },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: ['widget-conf', 'missing-parent', 'cycle', 'permission-checks'] },
          entity: { type: 'string', enum: ['page', 'widget'] },
          id: { type: 'integer' },
          message: { type: 'string' },
        },
        required: ['kind', 'entity', 'id', 'message'],
        additionalProperties: false,
      },
    },
  },
  required: ['site', 'public', 'private', 'problems'],
  additionalProperties: false,
} as const;
