import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No circles among the server's modules, type imports included: a module's dependencies are read
 * before it, and a circle would mean two modules each need the other first (docs/architecture.md,
 * "Boundaries").
 */
const SERVER = path.resolve(__dirname, '../../server');
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((m) => path.resolve(path.dirname(file), m[1]).replace(/\.js$/, '.ts'))
    .filter((target) => target.startsWith(SERVER) && fs.existsSync(target));
}

/** The first circle found by a depth-first walk, as the files along it; undefined when there is none. */
function firstCircle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | undefined => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of graph.keys()) {
    if (state.has(file)) continue;
    const found = visit(file);
    if (found) return found;
  }
  return undefined;
}

describe('the server modules', () => {
  it('import one another without a circle', () => {
    const files = fs.readdirSync(SERVER, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => path.join(SERVER, f));
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(100);
    expect(firstCircle(graph)?.map((f) => path.relative(SERVER, f))).toBeUndefined();
  });

  it('would name a circle', () => {
    expect(firstCircle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(firstCircle(new Map([['a', ['b']], ['b', []]]))).toBeUndefined();
  });
});
