import type { FromSchema } from 'json-schema-to-ts';

/**
 * The composer's pages as the server answers them, as JSON Schemas with their types derived from
 * them, declared once for the server that sends them and the runtime that reads them.
 */

const nullableText = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const pageType = { type: 'string', enum: ['PAGE', 'LINK'] } as const;
const pageScope = { type: 'string', enum: ['PUBLIC', 'PRIVATE'] } as const;
const idRef = { type: ['object', 'null'], properties: { id: { type: 'integer' } }, required: ['id'], additionalProperties: false } as const;
const stylesheets = { type: 'array', items: { type: 'string' }, description: 'Addresses of the stylesheets (stored css, then cssUrl)' } as const;

/**
 * A page as the composer's navigation gets it (`api/composer/pages-public|private`, `pages/{id}`):
 * the server has applied its permission check, and the client applies it again.
 */
export const composerPageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    urlTitle: nullableText,
    path: nullableText,
    link: nullableText,
    description: nullableText,
    icon: nullableText,
    index: nullableInteger,
    type: pageType,
    scope: pageScope,
    cssUrl: nullableText,
    parent: idRef,
    template: idRef,
    permissionChecks: nullableText,
  },
  required: ['id', 'name', 'urlTitle', 'path', 'link', 'description', 'icon', 'index', 'type', 'scope', 'cssUrl', 'parent', 'template', 'permissionChecks'],
  additionalProperties: false,
} as const;

export const composerWidgetSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    // Every member kept: the answer is written by this schema, which leaves out what it does not name.
    conf: { type: 'object', additionalProperties: true, description: "The widget's configuration, parsed; its shape is the type's schema (schemas/widgets/{confSchema}.schema.json)" },
    type: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, confSchema: nullableText },
      required: ['id', 'name', 'confSchema'],
      additionalProperties: false,
    },
    stylesheets,
    permissionChecks: nullableText,
  },
  required: ['id', 'title', 'conf', 'type', 'stylesheets', 'permissionChecks'],
  additionalProperties: false,
} as const;

export const composerTemplateSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, row: nullableInteger, col: nullableInteger, stylesheets },
  required: ['id', 'name', 'row', 'col', 'stylesheets'],
  additionalProperties: false,
} as const;

/** What `GET api/composer/pages/{id}?eager=true` answers: the page, its template and the widgets the visitor may see. */
export const eagerComposerPageSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    path: nullableText,
    type: pageType,
    scope: pageScope,
    template: { anyOf: [composerTemplateSchema, { type: 'null' }] },
    stylesheets,
    permissionChecks: nullableText,
    widgets: { type: 'array', items: composerWidgetSchema },
  },
  required: ['id', 'name', 'path', 'type', 'scope', 'template', 'stylesheets', 'permissionChecks', 'widgets'],
  additionalProperties: false,
} as const;

export type ComposerPage = FromSchema<typeof composerPageSchema>;
export type ComposerWidget = FromSchema<typeof composerWidgetSchema>;
export type ComposerTemplate = FromSchema<typeof composerTemplateSchema>;
export type EagerComposerPage = FromSchema<typeof eagerComposerPageSchema>;
