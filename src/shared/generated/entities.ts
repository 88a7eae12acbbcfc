/**
 * Generated from schemas/entities/*.schema.json by `npm run generate:types`. Do not edit by hand:
 * change the schema and run the command again (`npm run check:types` fails while this file is stale).
 */

export interface Alias {
  id?: number | null;
  name: string;
  adiutoId: number;
  permissions?: {
    id: number;
    [k: string]: unknown;
  }[];
}

export interface Oauth2Provider {
  id?: number | null;
  /**
   * Names the provider in addresses: /oauth2/authorization/{registrationId}.
   */
  registrationId: string;
  /**
   * The label of the sign-in button.
   */
  clientName: string;
  /**
   * The issuer; its /.well-known/openid-configuration is read for the endpoints.
   */
  issuerUri: string;
  clientId: string;
  /**
   * Never shown again once saved.
   */
  clientSecret: string;
  scope?: string | null;
  enabled?: boolean | null;
}

export interface Page {
  id?: number | null;
  name: string;
  urlTitle?: string | null;
  path?: string | null;
  link?: string | null;
  description?: string | null;
  permissionChecks?: string | null;
  icon?: string | null;
  css?: string | null;
  cssContentType?: string | null;
  cssUrl?: string | null;
  index?: number | null;
  type?: 'PAGE' | 'LINK' | null;
  scope?: 'PRIVATE' | 'PUBLIC' | null;
  template?: {
    id: number;
    [k: string]: unknown;
  } | null;
  parent?: {
    id: number;
    [k: string]: unknown;
  } | null;
  /**
   * Whether the page tree shows the page open: the browser's state, accepted and not stored.
   */
  expanded?: boolean | null;
  /**
   * Who changed it last (set by the server).
   */
  lastModifiedBy?: string | null;
  /**
   * When it was changed last, ISO 8601 (set by the server).
   */
  lastModifiedDate?: string | null;
}

export interface Permission {
  id?: number | null;
  name: string;
  type?: 'GENERAL' | 'CUSTOM' | 'FAMILY' | null;
  adiutoId: number;
  create?: boolean | null;
  read?: boolean | null;
  update?: boolean | null;
  delete?: boolean | null;
}

export interface Site {
  id?: number | null;
  name: string;
  description?: string | null;
  adiutoURL?: string | null;
  /**
   * Comma-separated language codes, for example en,it
   */
  langs?: string | null;
  logo: string;
  logoContentType?: string | null;
  css?: string | null;
  cssContentType?: string | null;
  cssUrl?: string | null;
  theme: {
    id: number;
    [k: string]: unknown;
  };
  /**
   * Whether the portal holds a valid licence (api/license); answered, never stored
   */
  validLicense?: boolean | null;
  captchaEnabled?: boolean | null;
  /**
   * Login of the account whose document-store identity the server uses for calls made on nobody's behalf (shared query links)
   */
  wserviceUser?: string | null;
  /**
   * Login of the account whose document-store identity guests use; without one, guests cannot reach the document store
   */
  wguestUser?: string | null;
  /**
   * The site's configuration, a JSON object
   */
  conf?: string | null;
}

export interface Tag {
  id?: number | null;
  /**
   * The tagged row's entity name (page, widget …); starts with a letter, so that api/tags/{key} tells it from an id.
   */
  entityType: string;
  /**
   * The tagged row's id.
   */
  entityId: number;
  name: string;
}

export interface Template {
  id?: number | null;
  name: string;
  row: number;
  col: number;
  css?: string | null;
  cssContentType?: string | null;
  cssUrl?: string | null;
}

export interface Theme {
  id?: number | null;
  name: string;
  conf: string;
}

export interface Widget {
  id?: number | null;
  title: string;
  conf: string;
  css?: string | null;
  cssContentType?: string | null;
  cssUrl?: string | null;
  permissionChecks?: string | null;
  page: {
    id: number;
    [k: string]: unknown;
  };
  type: {
    id: number;
    [k: string]: unknown;
  };
  /**
   * Its place in the page's order (then id); a new widget without one comes last.
   */
  index?: number | null;
  /**
   * Who changed it last (set by the server).
   */
  lastModifiedBy?: string | null;
  /**
   * When it was changed last, ISO 8601 (set by the server).
   */
  lastModifiedDate?: string | null;
}

export interface WidgetType {
  id?: number | null;
  name: string;
  /**
   * The schema of its widgets' configuration: a file name in schemas/widgets without .schema.json (document-list, document-form …).
   */
  confSchema?: string | null;
}

/** Entity types by entity name (schema `$id`). */
export interface EntityTypes {
  alias: Alias;
  'oauth2-provider': Oauth2Provider;
  page: Page;
  permission: Permission;
  site: Site;
  tag: Tag;
  template: Template;
  theme: Theme;
  widget: Widget;
  'widget-type': WidgetType;
}
