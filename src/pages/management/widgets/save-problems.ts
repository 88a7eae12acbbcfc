import type { ErrorSchema } from '@rjsf/utils';
import type { Problem } from '../../../errors/describe.js';

type Translate = (key: string, args?: Record<string, unknown>) => string;

export interface WidgetSaveProblems {
  /** The configuration's mistakes at their places, as rjsf's `extraErrors` takes them. */
  conf: ErrorSchema;
  /** Messages for the widget's own fields (title, css, cssUrl, permissionChecks). */
  fields: Record<string, string>;
  /** Every mistake in a line (`layout.w: This field is too large.`), or the failure's message. */
  lines: string[];
}

/**
 * Where a refused save's field errors go: `conf.layout.w` on the generated form's `layout.w` (an
 * index names an array's item: `conf.search.0.field`), `conf` alone on the form as a whole, the
 * widget's other fields on their inputs. A failure without field errors is one line, its message.
 */
export function widgetSaveProblems(error: unknown, translate: Translate): WidgetSaveProblems {
  const body = (error as { body?: Problem } | undefined)?.body;
  const problems: WidgetSaveProblems = { conf: {}, fields: {}, lines: [] };
  for (const { field, message, detail } of body?.fieldErrors ?? []) {
    const text = [translate(`portico.validation.${message.split('.')[0]}`, { _: message }), detail].filter(Boolean).join(' ');
    const [head, ...path] = field.split('.');
    if (head === 'conf') {
      let node = problems.conf as Record<string, unknown>;
      for (const key of path) node = (node[key] ??= {}) as Record<string, unknown>;
      ((node.__errors ??= []) as string[]).push(text);
      problems.lines.push(`${path.join('.') || translate('portico.pageManagement.widgets.conf')}: ${text}`);
    } else {
      problems.fields[head] = text;
      problems.lines.push(`${field}: ${text}`);
    }
  }
  if (!problems.lines.length && error) problems.lines.push((error as Error).message);
  return problems;
}
