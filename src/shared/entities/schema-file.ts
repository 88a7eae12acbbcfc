import type { GuestList } from './model.js';

/**
 * An entity schema file as read from its JSON, before it is checked (model.ts describes its
 * annotations), and the names derived from an entity's or a field's name.
 */

/** The values of `x-audit`: who wrote the row or when. */
export const AUDIT_KINDS = ['createdBy', 'createdDate', 'lastModifiedBy', 'lastModifiedDate'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The JSON Schema keywords a field keeps as they are written: its bounds, pattern, format and description. */
export interface ValueConstraints {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  description?: string;
}

export interface RawProperty extends ValueConstraints {
  type?: string | string[];
  enum?: string[];
  default?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  contentEncoding?: string;
  contentMediaType?: string;
  'x-ref'?: string;
  'x-input'?: 'multiline' | 'code' | 'theme';
  'x-unique'?: boolean;
  'x-derived'?: boolean;
  'x-transient'?: boolean;
  'x-audit'?: AuditKind;
  [key: string]: unknown;
}

export interface RawEntitySchema {
  $id: string;
  title?: string;
  description?: string;
  type?: string;
  properties: Record<string, RawProperty>;
  required?: string[];
  'x-entity'?: {
    api?: string;
    table?: string;
    plural?: string;
    label?: string;
    list?: string[];
    authorities?: string[];
    guestList?: GuestList;
    sort?: string[];
  };
}

/** Entity names: kebab-case (`widget-type`). */
export const NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const snakeCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

export const pascalCase = (name: string): string =>
  name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());

/** A schema file that cannot make a model: the message names the file and what is wrong. */
export class SchemaError extends Error {}
