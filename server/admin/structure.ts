import type { Db } from '../database.js';
import { wholeTree } from '../pages/page-reads.js';
import type { CurrentSiteReader } from '../sites/current-site.js';
import { compileCheck } from '../../src/shared/permission-checks.js';
import { translatedText } from '../../src/shared/translated-text.js';
import type { ProblemKind, StructurePage, StructureProblem, StructureReport, StructureWidget } from '../../src/shared/structure-report.js';
import { parentChain } from '../../src/shared/parent-chain.js';
import { readConf, type ConfProblem } from '../../src/shared/widget-conf.js';
import type { ConfChecker } from '../../src/shared/conf-check.js';

/**
 * Whether a stored widget conf passes the check every widget type shares: a JSON object (read as the
 * whole portal reads it, src/shared/widget-conf.ts) whose `layout` is an object with numeric `x`, `y`,
 * `w` and `h`. Writes are checked against each type's schema too (server/widgets/widget-checks.ts),
 * and so is what is stored (`typeProblem`); this report looks at what is stored, which older data
 * may have broken. Returns the problem, or undefined when the conf is fine.
 */
export function widgetConfProblem(conf: unknown): string | undefined {
  const read = readConf(typeof conf === 'string' ? conf : undefined);
  if (!('conf' in read)) return CONF_PROBLEMS[read.problem];
  const layout = read.conf.layout;
  if (layout === null || typeof layout !== 'object' || Array.isArray(layout)) return 'conf has no layout object';
  const missing = ['x', 'y', 'w', 'h'].filter((k) => typeof (layout as Record<string, unknown>)[k] !== 'number' || !Number.isFinite((layout as Record<string, number>)[k]));
  return missing.length ? `conf layout lacks numeric ${missing.join(', ')}` : undefined;
}

/**
 * What a stored conf breaks of its type's schema, by the check every write passes (src/shared/conf-check.ts):
 * its field errors in a line (`conf.layout.w Max, conf.fam NotNull`), or undefined when it fits.
 */
export function typeProblem(check: ConfChecker['check'], schemaName: string | null, conf: unknown): string | undefined {
  const read = readConf(typeof conf === 'string' ? conf : undefined);
  if (!schemaName || !('conf' in read)) return undefined;
  const errors = check(schemaName, read.conf);
  return errors.length ? `conf does not fit the ${schemaName} schema: ${errors.map((e) => `${e.field} ${e.message}`).join(', ')}` : undefined;
}

const CONF_PROBLEMS: Record<ConfProblem, string> = { empty: 'conf is empty', 'not-json': 'conf is not valid JSON', 'not-object': 'conf has no layout object' };

/** Why a page's or widget's permissionChecks does not compile (src/shared/permission-checks.ts), or undefined. */
export function permissionChecksProblem(text: unknown): string | undefined {
  if (text != null && typeof text !== 'string') return 'permission checks are not text';
  const compiled = compileCheck(text);
  return compiled.ok ? undefined : compiled.problem;
}

interface PageRow {
  id: number;
  name: string | null;
  path: string | null;
  type: string | null;
  scope: string | null;
  index: number | null;
  parent: number | null;
  templateId: number | null;
  permissionChecks: string | null;
}

const byIndex = (a: StructurePage, b: StructurePage) => (a.index ?? Number.MAX_SAFE_INTEGER) - (b.index ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;

/** Builds the report from the rows; pure, so that it can be tested without a database. Never loops: every page is placed once. */
export function buildStructure(
  site: StructureReport['site'],
  pageRows: PageRow[],
  templates: Map<number, string | null>,
  widgetRows: { id: number; title: string | null; conf: string | null; page: number | null; type: string | null; confSchema: string | null }[],
  check: ConfChecker['check'],
): StructureReport {
  const problems: StructureProblem[] = [];
  const pages = new Map<number, StructurePage>();
  for (const row of pageRows) {
    pages.set(row.id, {
      id: row.id,
      // Names that carry translations are shown in English, as the rest of this page.
      name: row.name == null ? null : translatedText(row.name, 'en'),
      path: row.path,
      type: row.type,
      scope: row.scope === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
      index: row.index,
      parent: row.parent,
      template: row.templateId == null ? null : { id: row.templateId, name: templates.get(row.templateId) ?? null },
      widgets: [],
      broken: false,
      problems: [],
      children: [],
    });
  }
  const flag = (page: StructurePage, kind: ProblemKind, message: string) => {
    page.broken = true;
    page.problems.push(message);
    problems.push({ kind, entity: 'page', id: page.id, message });
  };

  for (const row of pageRows) {
    const page = pages.get(row.id)!;
    const permission = permissionChecksProblem(row.permissionChecks);
    if (permission) flag(page, 'permission-checks', `Page ${page.id}: ${permission}`);
    if (row.parent != null && !pages.has(row.parent)) flag(page, 'missing-parent', `Page ${page.id}: parent ${row.parent} does not exist`);
  }

  // Cycles: follow parent links from each page; a loop is flagged once, on each page on it.
  const inCycle = new Set<number>();
  const parentOf = (id: number) => {
    const parent = pages.get(id)?.parent;
    return parent != null && pages.has(parent) ? parent : undefined;
  };
  for (const start of pages.keys()) {
    const { chain, loopsAt } = parentChain(start, parentOf);
    if (loopsAt === undefined || inCycle.has(loopsAt)) continue;
    const ids = chain.slice(chain.indexOf(loopsAt)).sort((a, b) => a - b);
    for (const member of ids) inCycle.add(member);
    const message = ids.length === 1 ? `Page ${ids[0]} is its own parent` : `Pages ${ids.join(', ')} form a cycle of parent links`;
    for (const member of ids) flag(pages.get(member)!, 'cycle', message);
  }

  // Trees: a page goes under its parent when that parent exists and is in the same scope, unless the page is on a
  // cycle: then it is a root (flagged broken), and the pages below it hang under it, so the trees have no loop.
  const roots: StructurePage[] = [];
  for (const page of pages.values()) {
    const parent = page.parent == null ? undefined : pages.get(page.parent);
    if (parent && !inCycle.has(page.id) && parent.scope === page.scope) parent.children.push(page);
    else roots.push(page);
  }
  for (const page of pages.values()) page.children.sort(byIndex);
  roots.sort(byIndex);

  for (const row of widgetRows) {
    const widget: StructureWidget = { id: row.id, title: row.title == null ? null : translatedText(row.title, 'en'), type: row.type, problems: [] };
    const conf = widgetConfProblem(row.conf) ?? typeProblem(check, row.confSchema, row.conf);
    if (conf) {
      const message = `Widget ${row.id}: ${conf}`;
      widget.problems.push(message);
      problems.push({ kind: 'widget-conf', entity: 'widget', id: row.id, message });
    }
    const page = row.page == null ? undefined : pages.get(row.page);
    if (page) page.widgets.push(widget);
  }
  for (const page of pages.values()) page.widgets.sort((a, b) => a.id - b.id);

  return { site, public: roots.filter((p) => p.scope === 'PUBLIC'), private: roots.filter((p) => p.scope === 'PRIVATE'), problems };
}

const num = (v: unknown) => (v == null ? null : Number(v));

/** Reads the current site's pages, templates and widgets and builds the report. */
export async function readStructure(db: Db, site: CurrentSiteReader, schemas: Pick<ConfChecker, 'check'>): Promise<StructureReport> {
  const [current, { pages: pageRows, templates: templateRows, widgets: widgetRows }] = await Promise.all([site.get(), wholeTree(db)]);
  return buildStructure(
    current ? { id: current.id, name: current.name } : null,
    pageRows.map((r) => ({
      id: r.id,
      name: r.name ?? null,
      path: r.path ?? null,
      type: r.type ?? null,
      scope: r.scope ?? null,
      index: num(r.index),
      parent: num(r.parent_id),
      templateId: num(r.template_id),
      permissionChecks: r.permission_checks ?? null,
    })),
    new Map(templateRows.map((t) => [t.id, t.name ?? null])),
    widgetRows.map((w) => ({ id: w.id, title: w.title ?? null, conf: w.conf ?? null, page: num(w.page_id), type: w.type_name ?? null, confSchema: w.conf_schema ?? null })),
    (name, conf) => schemas.check(name, conf),
  );
}
