/**
 * A page as the composer's navigation gets it (`api/composer/pages-public|private`, `pages/{id}`):
 * the server has applied its permission check, and the client applies it again.
 */
export interface ComposerPage {
  id: number;
  name: string;
  urlTitle: string | null;
  path: string | null;
  link: string | null;
  description: string | null;
  icon: string | null;
  index: number | null;
  type: 'PAGE' | 'LINK';
  scope: 'PUBLIC' | 'PRIVATE';
  cssUrl: string | null;
  parent: { id: number } | null;
  template: { id: number } | null;
  permissionChecks: string | null;
}

/**
 * What `GET api/composer/pages/{id}?eager=true` answers: the page, its template and the widgets the
 * visitor may see. Declared once for the server that sends it and the runtime that reads it.
 */
export interface ComposerWidget {
  id: number;
  title: string;
  /** The widget's configuration, parsed; its shape is the type's schema (schemas/widgets/{confSchema}.schema.json). */
  conf: Record<string, unknown>;
  type: { id: number; name: string; confSchema: string | null };
  /** Addresses of the widget's stylesheets (stored css, then cssUrl). */
  stylesheets: string[];
  permissionChecks: string | null;
}

export interface ComposerTemplate {
  id: number;
  name: string;
  row: number | null;
  col: number | null;
  stylesheets: string[];
}

export interface EagerComposerPage {
  id: number;
  name: string;
  path: string | null;
  type: 'PAGE' | 'LINK';
  scope: 'PUBLIC' | 'PRIVATE';
  template: ComposerTemplate | null;
  stylesheets: string[];
  permissionChecks: string | null;
  widgets: ComposerWidget[];
}
