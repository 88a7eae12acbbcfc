/**
 * Generated from schemas/entities/*.schema.json by `npm run generate:types`. Do not edit by hand:
 * change the schema and run the command again (`npm run check:types` fails while this file is stale).
 * Every column but the id may be null: the database allows it (the API's validation is what
 * requires a value, and a row may predate a schema's `required`). Relations are the related row's id.
 */
import type { BooleanColumn, BytesColumn, IdColumn } from '../db/column-values.js';

/** Table alias: entity alias. */
export interface AliasTable {
  id: IdColumn;
  name: string | null;
  adiuto_id: number | null;
}

/** Join table of alias. */
export interface AliasPermissionsTable {
  alias_id: number;
  permission_id: number;
}

/** Table oauth2_provider: entity oauth2-provider. */
export interface Oauth2ProviderTable {
  id: IdColumn;
  registration_id: string | null;
  client_name: string | null;
  issuer_uri: string | null;
  client_id: string | null;
  client_secret: string | null;
  scope: string | null;
  enabled: BooleanColumn | null;
}

/** Table page: entity page. */
export interface PageTable {
  id: IdColumn;
  name: string | null;
  url_title: string | null;
  path: string | null;
  link: string | null;
  description: string | null;
  permission_checks: string | null;
  icon: string | null;
  css: BytesColumn | null;
  css_content_type: string | null;
  css_url: string | null;
  index: number | null;
  type: 'PAGE' | 'LINK' | null;
  scope: 'PRIVATE' | 'PUBLIC' | null;
  template_id: number | null;
  parent_id: number | null;
  last_modified_by: string | null;
  last_modified_date: string | null;
}

/** Table permission: entity permission. */
export interface PermissionTable {
  id: IdColumn;
  name: string | null;
  type: 'GENERAL' | 'CUSTOM' | 'FAMILY' | null;
  adiuto_id: number | null;
  create: BooleanColumn | null;
  read: BooleanColumn | null;
  update: BooleanColumn | null;
  delete: BooleanColumn | null;
}

/** Table site: entity site. */
export interface SiteTable {
  id: IdColumn;
  name: string | null;
  description: string | null;
  adiuto_url: string | null;
  langs: string | null;
  logo: BytesColumn | null;
  logo_content_type: string | null;
  css: BytesColumn | null;
  css_content_type: string | null;
  css_url: string | null;
  theme_id: number | null;
  captcha_enabled: BooleanColumn | null;
  wservice_user: string | null;
  wguest_user: string | null;
  conf: string | null;
}

/** Table tag: entity tag. */
export interface TagTable {
  id: IdColumn;
  entity_type: string | null;
  entity_id: number | null;
  name: string | null;
}

/** Table template: entity template. */
export interface TemplateTable {
  id: IdColumn;
  name: string | null;
  row: number | null;
  col: number | null;
  css: BytesColumn | null;
  css_content_type: string | null;
  css_url: string | null;
}

/** Table theme: entity theme. */
export interface ThemeTable {
  id: IdColumn;
  name: string | null;
  conf: string | null;
}

/** Table widget: entity widget. */
export interface WidgetTable {
  id: IdColumn;
  title: string | null;
  conf: string | null;
  css: BytesColumn | null;
  css_content_type: string | null;
  css_url: string | null;
  permission_checks: string | null;
  page_id: number | null;
  type_id: number | null;
  index: number | null;
  last_modified_by: string | null;
  last_modified_date: string | null;
}

/** Table widget_type: entity widget-type. */
export interface WidgetTypeTable {
  id: IdColumn;
  name: string | null;
  conf_schema: string | null;
}

/** The entities' tables and join tables by name. */
export interface EntityTables {
  alias: AliasTable;
  alias_permissions: AliasPermissionsTable;
  oauth2_provider: Oauth2ProviderTable;
  page: PageTable;
  permission: PermissionTable;
  site: SiteTable;
  tag: TagTable;
  template: TemplateTable;
  theme: ThemeTable;
  widget: WidgetTable;
  widget_type: WidgetTypeTable;
}
