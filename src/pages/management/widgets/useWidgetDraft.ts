import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { WidgetPlacement } from '../../../shared/page-management';
import { cssFromBase64, cssToBase64 } from './css-text';
import { parseConf, readConf, writeConf } from '../../../shared/widget-conf';
import type { ManagedWidget, ManagedWidgetType } from '../../../widget-data/widgets-api';

export interface WidgetDraft {
  title: string;
  /** The configuration as the generated form holds it. */
  conf: Record<string, unknown>;
  /** The configuration as typed in the advanced view; undefined while the form is shown. */
  raw?: string;
  css: string;
  cssUrl: string;
  permissionChecks: string;
}

const start = (widget: ManagedWidget | undefined, type: ManagedWidgetType | undefined, placement: Omit<WidgetPlacement, 'id'>): WidgetDraft => {
  const conf = widget ? parseConf(widget.conf) : { layout: placement.layout };
  return {
    title: widget?.title ?? type?.name ?? '',
    conf,
    // A type without a schema has no form: its configuration is typed as JSON.
    raw: type?.confSchema ? undefined : JSON.stringify(conf, null, 2),
    css: cssFromBase64(widget?.css),
    cssUrl: widget?.cssUrl ?? '',
    permissionChecks: widget?.permissionChecks ?? '',
  };
};

/**
 * What the configuration dialog edits, kept as typed until it is saved (a refused save loses nothing),
 * and the widget body it makes: the configuration from the form or from the advanced view's JSON
 * (`jsonError` when that does not parse: nothing is sent).
 */
export function useWidgetDraft(widget: ManagedWidget | undefined, type: ManagedWidgetType | undefined, placement: Omit<WidgetPlacement, 'id'>) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(() => start(widget, type, placement));
  const [jsonError, setJsonError] = useState<string>();
  // Whether anything was typed or chosen: the form's own filling in of defaults is not an edit.
  const [edited, setEdited] = useState(false);
  const update = (change: Partial<WidgetDraft>) => setDraft((now) => ({ ...now, ...change }));
  const set = (change: Partial<WidgetDraft>) => {
    update(change);
    setEdited(true);
  };

  // Read as the server reads it (src/shared/widget-conf.ts): JSON, and an object.
  const parsedRaw = (): Record<string, unknown> | undefined => {
    const read = readConf(draft.raw);
    if ('conf' in read) {
      setJsonError(undefined);
      return read.conf;
    }
    setJsonError(read.detail ? translate('portico.pageManagement.widgets.jsonError', { message: read.detail }) : translate('portico.pageManagement.widgets.jsonNotObject'));
    return undefined;
  };

  /** Between the form and the JSON; JSON that does not parse stays in view, with its error. */
  const setAdvanced = (advanced: boolean) => {
    if (advanced) return update({ raw: JSON.stringify(draft.conf, null, 2) });
    const conf = parsedRaw();
    if (conf) update({ conf, raw: undefined });
  };

  /** The fields to send, or undefined when the JSON typed does not parse. */
  const body = () => {
    const conf = draft.raw === undefined ? draft.conf : parsedRaw();
    if (!conf) return undefined;
    return {
      title: draft.title,
      conf: writeConf(conf),
      css: cssToBase64(draft.css),
      cssContentType: draft.css.trim() ? 'text/css' : null,
      cssUrl: draft.cssUrl.trim() || null,
      permissionChecks: draft.permissionChecks.trim() || null,
    };
  };

  return { draft, set, update, edited, jsonError, advanced: draft.raw !== undefined, setAdvanced, body };
}
