import { describe, expect, it } from 'vitest';
import { buildStructure, permissionChecksProblem, widgetConfProblem } from '../../server/admin/structure.js';

describe('permission checks in the structure report', () => {
  it.each(['', '  ', 'true', '"ROLE_ADMIN" in user.roles', '!user.authenticated', 'user.authenticated && ("invoices" in can.read || user.login == "x")', 'user.roles.exists(r, r.startsWith("ROLE_"))'])('accepts %j', (text) => {
    expect(permissionChecksProblem(text)).toBeUndefined();
  });
  it.each(['((', 'user.roles &&', '&& true', 'a b', '()', 'true || (false', 'true)', 'admin', '1 + 1', '"x"', 'alert(1);', `${'('.repeat(100_000)}true${')'.repeat(100_000)}`])('refuses %j, saying why', (text) => {
    expect(permissionChecksProblem(text)).toMatch(/\w/);
  });
  it('refuses what is not text', () => {
    expect(permissionChecksProblem(42)).toMatch(/not text/);
  });
});

describe('widget conf base check', () => {
  it('wants a layout object with numeric x, y, w, h', () => {
    expect(widgetConfProblem('{"layout":{"x":0,"y":1,"w":2,"h":3}}')).toBeUndefined();
    expect(widgetConfProblem('{}')).toMatch(/no layout/);
    expect(widgetConfProblem('{"layout":"x"}')).toMatch(/no layout/);
    expect(widgetConfProblem('{"layout":{"x":"0","y":1,"w":2,"h":3}}')).toMatch(/numeric x/);
    expect(widgetConfProblem('not json')).toMatch(/not valid JSON/);
    expect(widgetConfProblem(null)).toMatch(/empty/);
  });
});

describe('page trees', () => {
  const page = (id: number, parent: number | null, index = 0) => ({ id, name: `p${id}`, path: null, type: 'PAGE', scope: 'PRIVATE', index, parent, templateId: null, permissionChecks: null });
  it('keeps every page once, flags cycles and missing parents, and ends', () => {
    const report = buildStructure(null, [page(1, null, 1), page(2, 1, 0), page(3, 4), page(4, 5), page(5, 3), page(6, 6), page(7, 99), page(8, 3), page(9, null, 0)], new Map(), [], () => []);
    const ids = (pages: { id: number; children: unknown[] }[]): number[] => pages.flatMap((p) => [p.id, ...ids(p.children as never)]);
    expect(ids(report.private).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(report.private.map((p) => p.id)).toEqual([3, 4, 5, 6, 7, 9, 1]);
    expect(report.problems.map((p) => `${p.kind}:${p.id}`).sort()).toEqual(['cycle:3', 'cycle:4', 'cycle:5', 'cycle:6', 'missing-parent:7']);
    expect(report.private.find((p) => p.id === 3)!.children.map((p) => p.id)).toEqual([8]);
  });
});
