import { expect } from 'vitest';
import { unique, type Client } from './client.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- entity bodies are free-form JSON */

export type Body = Record<string, any>;

/** A 1x1 transparent PNG. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const CSS_BASE64 = Buffer.from('body { color: red; }').toString('base64');

/** Creates one row and returns its body, failing the test on anything but 201. */
export async function create(api: Client, base: string, body: Body): Promise<Body> {
  const res = await api.post(`api/${base}`, body);
  expect(res.status, `POST api/${base}: ${res.text}`).toBe(201);
  return res.body;
}

/** The rows the other entities point at, created once per server. */
export interface Related {
  theme: Body;
  widgetType: Body;
  template: Body;
  page: Body;
  permissions: Body[];
}

export async function createRelated(api: Client): Promise<Related> {
  const theme = await create(api, 'themes', { name: unique('theme'), conf: '{"primary":"#123456"}' });
  const widgetType = await create(api, 'widget-types', { name: unique('type') });
  const template = await create(api, 'templates', { name: unique('template'), row: 2, col: 3 });
  const page = await create(api, 'pages', { name: unique('page'), template: { id: template.id } });
  const permissions = [
    await create(api, 'permissions', { name: unique('perm-a'), adiutoId: 11 }),
    await create(api, 'permissions', { name: unique('perm-b'), adiutoId: 12, type: 'FAMILY', read: true }),
  ];
  return { theme, widgetType, template, page, permissions };
}

export interface EntitySpec {
  /** Schema `$id`, the objectName of field errors. */
  name: string;
  /** Base below api/. */
  base: string;
  /** The field relations show besides the id. */
  label: string;
  /** Required fields of spec §5. */
  required: string[];
  /** Fields that must be numbers. */
  numeric: string[];
  /** A valid new body (no id). */
  sample(related: Related): Body;
  /** What the response shows for the sample, where it differs from the body sent (defaults, relation labels). */
  expected(related: Related, sample: Body): Body;
}

const ref = (row: Body, label = 'name') => ({ id: row.id, [label]: row[label] });

export const ENTITIES: EntitySpec[] = [
  {
    name: 'alias',
    base: 'aliases',
    label: 'name',
    required: ['name', 'adiutoId'],
    numeric: ['adiutoId'],
    sample: (r) => ({ name: unique('alias'), adiutoId: 7, permissions: r.permissions.map((p) => ({ id: p.id })) }),
    expected: (r, s) => ({ ...s, permissions: r.permissions.map((p) => ref(p)).sort((a, b) => a.id - b.id) }),
  },
  {
    name: 'permission',
    base: 'permissions',
    label: 'name',
    required: ['name', 'adiutoId'],
    numeric: ['adiutoId'],
    sample: () => ({ name: unique('permission'), adiutoId: 3, type: 'CUSTOM', read: true, update: true }),
    expected: (_r, s) => ({ create: false, delete: false, ...s }),
  },
  {
    name: 'site',
    base: 'sites',
    label: 'name',
    required: ['name', 'logo', 'theme'],
    numeric: [],
    sample: (r) => ({
      name: unique('site'),
      description: 'A site',
      adiutoURL: 'https://docs.example.org',
      langs: 'en,it',
      logo: PNG_BASE64,
      logoContentType: 'image/png',
      css: CSS_BASE64,
      cssContentType: 'text/css',
      theme: { id: r.theme.id },
      validLicense: true,
    }),
    expected: (r, s) => ({ ...s, theme: ref(r.theme), captchaEnabled: false, cssUrl: null }),
  },
  {
    name: 'page',
    base: 'pages',
    label: 'name',
    required: ['name'],
    numeric: ['index'],
    sample: (r) => ({
      name: unique('page'),
      urlTitle: 'Title',
      // A path is used once per scope.
      path: unique('path'),
      icon: 'home',
      index: 4,
      // The scope of its parent (related.page): a parent is in its page's scope.
      scope: 'PRIVATE',
      permissionChecks: 'true',
      template: { id: r.template.id },
      parent: { id: r.page.id },
    }),
    expected: (r, s) => ({ ...s, type: 'PAGE', link: null, template: ref(r.template), parent: ref(r.page) }),
  },
  {
    name: 'template',
    base: 'templates',
    label: 'name',
    required: ['name', 'row', 'col'],
    numeric: ['row', 'col'],
    sample: () => ({ name: unique('template'), row: 3, col: 4, cssUrl: 'https://cdn.example.org/t.css' }),
    expected: (_r, s) => ({ ...s, css: null, cssContentType: null }),
  },
  {
    name: 'widget',
    base: 'widgets',
    label: 'title',
    required: ['title', 'conf', 'page', 'type'],
    numeric: [],
    sample: (r) => ({ title: unique('widget'), conf: '{"layout":{"x":0}}', page: { id: r.page.id }, type: { id: r.widgetType.id } }),
    expected: (r, s) => ({ ...s, page: ref(r.page), type: ref(r.widgetType), permissionChecks: null }),
  },
  {
    name: 'theme',
    base: 'themes',
    label: 'name',
    required: ['name', 'conf'],
    numeric: [],
    sample: () => ({ name: unique('theme'), conf: '{"mode":"dark"}' }),
    expected: (_r, s) => s,
  },
  {
    name: 'widget-type',
    base: 'widget-types',
    label: 'name',
    required: ['name'],
    numeric: [],
    sample: () => ({ name: unique('widget-type') }),
    expected: (_r, s) => s,
  },
];

export const entity = (name: string): EntitySpec => ENTITIES.find((e) => e.name === name)!;
