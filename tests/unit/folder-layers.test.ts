import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The top-level folders of each side are layered (docs/architecture.md, "Rooms"): no more than three
 * of them reach one another through value imports. A larger group means features that can no longer
 * be read, changed or moved one at a time. Type-only imports leave nothing at run time and are not
 * counted.
 */
const ROOT = path.resolve(__dirname, '../..');
const FROM = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"](\.[^'"]+)['"]/g;
const BARE = /(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Whether an import clause brings only types (`type { A }`, `{ type A, type B }`). */
function typeOnly(typeKeyword: string | undefined, clause: string): boolean {
  if (typeKeyword) return true;
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  return !!named && named[1].split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith('type '));
}

/** Folder → the folders its files import values from, for the top-level folders under `dir`. */
export function folderGraph(dir: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  for (const file of files) {
    const from = file.split(path.sep)[0];
    if (from === file) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const specifiers = [
      ...[...text.matchAll(FROM)].filter((m) => !typeOnly(m[2], m[3])).map((m) => m[4]),
      ...[...text.matchAll(BARE)].map((m) => m[1]),
      ...[...text.matchAll(DYNAMIC)].map((m) => m[1]),
    ];
    for (const specifier of specifiers) {
      const target = path.relative(dir, path.resolve(path.dirname(path.join(dir, file)), specifier));
      const to = target.split(path.sep)[0];
      // Files at the root (app.ts, main.tsx) and code outside the side (src/shared from the server) are no folder of it.
      if (to === from || to === target || target.startsWith('..')) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The groups of folders that reach one another (strongly connected, Tarjan's algorithm), largest first. */
export function knots(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const next of graph.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(folder, Math.min(low.get(folder)!, index.get(next)!));
    }
    if (low.get(folder) === index.get(folder)) {
      const group = stack.splice(stack.indexOf(folder));
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return groups.sort((a, b) => b.length - a.length);
}

describe.each(['server', 'src'])('the folders of %s/', (side) => {
  it('are layered: no group of more than three reaches one another', () => {
    const graph = folderGraph(path.join(ROOT, side));
    expect(graph.size).toBeGreaterThan(10);
    expect(knots(graph).filter((group) => group.length > 3)).toEqual([]);
  });
});

describe('the knot finder', () => {
  it('names folders that reach one another, and only those', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c', 'd'])],
      ['c', new Set(['a'])],
      ['d', new Set<string>()],
    ]);
    expect(knots(graph)).toEqual([['a', 'b', 'c']]);
    expect(knots(new Map([['a', new Set(['b'])]]))).toEqual([]);
  });

  it('counts value imports and dynamic imports, not type imports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
    for (const [file, text] of Object.entries({
      'a/one.ts': "import type { B } from '../b/two';\nimport { type C } from '../c/three';\nexport const x = import('../d/four');",
      'b/two.ts': "import { y } from '../a/one';\nexport type B = 1;",
      'c/three.ts': 'export type C = 1;',
      'd/four.ts': "import '../a/one';",
    })) {
      fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const graph = folderGraph(dir);
    expect([...(graph.get('a') ?? [])]).toEqual(['d']);
    expect(knots(graph)).toEqual([['a', 'd']]);
    fs.rmSync(dir, { recursive: true });
  });
});
