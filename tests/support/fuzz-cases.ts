import type { OpenApi, Route } from './openapi-routes.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schemas are read member by member */

/**
 * Bad inputs for one operation, derived from its OpenAPI description: broken and odd JSON, wrong
 * content types, each member missing or of the wrong type, huge and deep values, unstorable text,
 * odd query and path values. A seeded random choice keeps each operation's share bounded, and the
 * same seed gives the same cases.
 */
export interface FuzzCase {
  label: string;
  method: string;
  path: string;
  contentType?: string;
  body?: string;
  anonymous?: boolean;
}

export interface FuzzLimits {
  /** Members of a body given wrong values, at most. */
  members: number;
  /** Query parameters given odd values, at most. */
  queryParams: number;
}

/** A small seeded generator (mulberry32): the same seed, the same cases. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: T[], count: number): T[] => {
  const pool = [...items];
  const chosen: T[] = [];
  while (pool.length && chosen.length < count) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return chosen;
};

/** A value that fits the schema, as far as a generic reading can tell (enough to get past the members around the one made wrong). */
export function exampleOf(schema: any, api: OpenApi, depth = 0): unknown {
  const s = api.resolve(schema) ?? {};
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const alternatives = s.anyOf ?? s.oneOf;
  if (Array.isArray(alternatives)) return exampleOf(alternatives[0], api, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type ?? (s.properties ? 'object' : undefined)) {
    case 'object':
      return Object.fromEntries(Object.entries((s.properties ?? {}) as Record<string, any>).map(([name, member]) => [name, exampleOf(member, api, depth + 1)]));
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => exampleOf(s.items, api, depth + 1));
    case 'integer':
      return s.minimum ?? 1;
    case 'number':
      return s.minimum ?? 1.5;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      if (s.format === 'date-time') return new Date(0).toISOString();
      if (s.format === 'date') return '2024-01-31';
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'json') return '{}';
      return 'f'.repeat(Math.max(s.minLength ?? 0, 4));
    default:
      return 'fuzz';
  }
}

/** Values of the wrong kind for a member of this schema, and huge ones of the right kind. */
function wrongValues(schema: any, api: OpenApi): unknown[] {
  const s = api.resolve(schema) ?? {};
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  const deep = JSON.parse('['.repeat(2_000) + ']'.repeat(2_000));
  const common = [null, { nested: { deeper: [1, 'two'] } }, deep];
  switch (type) {
    case 'string':
      return [12345, true, ['a'], 'x'.repeat(200_000), 'a\u0000b', 'a\ud800b', '\u202e\ufeff😀', ...common];
    case 'integer':
    case 'number':
      return ['12', 1.5, 2147483648, -2147483649, 1e308, -0, true, [1], ...common];
    case 'boolean':
      return ['true', 0, 1, [], ...common];
    case 'array':
      return ['a', { 0: 'a' }, Array.from({ length: 20_000 }, () => 1), [null, null], [deep], ...common.slice(0, 1)];
    case 'object':
      return ['{}', [], 7, { ['__proto__']: { polluted: true } }, ...common];
    default:
      return [12345, 'x'.repeat(200_000), ...common];
  }
}

/** The route's address with its path parameters filled with values that exist (ids 1) or do not (999999, for deletions). */
export function filledPath(route: Route, override: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (override[name] !== undefined) return override[name];
    const schema = route.params.find((p) => p.name === name)?.schema ?? {};
    if (schema.type === 'integer') return route.method === 'DELETE' ? '999999' : '1';
    return Array.isArray(schema.enum) ? String(schema.enum[0]) : 'fuzz';
  });
}

export function fuzzCases(route: Route, api: OpenApi, random: () => number, limits: FuzzLimits): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const at = `${route.method} ${route.path}`;
  const path = filledPath(route);
  const add = (label: string, c: Omit<FuzzCase, 'label' | 'method' | 'path'> & { path?: string }) => cases.push({ label: `${at} ${label}`, method: route.method, path, ...c });

  // Query parameters and path parameters.
  const separator = path.includes('?') ? '&' : '?';
  for (const param of pick(random, route.params.filter((p) => p.in === 'query'), limits.queryParams))
    for (const value of ['abc', '-1', '1e400', '', 'x'.repeat(5_000), `1&${param.name}=2`, '%ZZ', '%ED%A0%80'])
      add(`query ${param.name}=${value.slice(0, 20)}`, { path: `${path}${separator}${param.name}=${value}` });
  for (const param of route.params.filter((p) => p.in === 'path' && p.schema?.type !== 'integer'))
    for (const value of ['x'.repeat(400), '..%2F..%2Fetc', '%E2%82%AC', '%ZZ', '%ED%A0%80', '%20'])
      add(`path ${param.name}=${value.slice(0, 20)}`, { path: filledPath(route, { [param.name]: value }) });

  if (!route.hasBody) return cases;
  const json = route.bodies['application/json'];
  // What every body-taking route must refuse cleanly, JSON or not.
  add('malformed JSON', { contentType: 'application/json', body: '{"a": ' });
  add('malformed JSON, anonymous', { contentType: 'application/json', body: '{"a": ', anonymous: true });
  add('empty JSON body', { contentType: 'application/json', body: '' });
  add('text/plain body', { contentType: 'text/plain', body: 'hello' });
  add('unknown content type', { contentType: 'application/x-fuzz', body: '\u0001\u0002' });
  add('multipart without boundary', { contentType: 'multipart/form-data', body: 'garbage' });
  add('multipart with garbage', { contentType: 'multipart/form-data; boundary=XyZ', body: '--XyZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc' });
  add('deeply nested JSON', { contentType: 'application/json', body: '['.repeat(50_000) + ']'.repeat(50_000) });
  for (const body of ['null', '[]', '42', '"text"', 'true', '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'])
    add(`JSON body ${body.slice(0, 20)}`, { contentType: 'application/json', body });
  if (!json) return cases;

  const schema = api.resolve(json);
  const base = exampleOf(schema, api);
  const send = (label: string, value: unknown, anonymous = false) => add(label, { contentType: 'application/json', body: JSON.stringify(value), anonymous });
  send('example body', base);
  send('example body, anonymous', base, true);
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    const object = base as Record<string, unknown>;
    for (const name of pick(random, (schema.required ?? []) as string[], limits.members)) {
      const { [name]: _left, ...rest } = object;
      send(`without ${name}`, rest);
    }
    const members = Object.entries((schema.properties ?? {}) as Record<string, any>);
    for (const [name, member] of pick(random, members, limits.members))
      for (const value of pick(random, wrongValues(member, api), 4)) send(`${name} = ${JSON.stringify(value)?.slice(0, 30)}`, { ...object, [name]: value });
    send('an unknown member', { ...object, fuzzUnknown: 'x' });
  } else if (Array.isArray(base) || schema.type === 'array') {
    const item = exampleOf(schema.items, api);
    for (const value of pick(random, wrongValues(schema.items, api), 4)) send(`item = ${JSON.stringify(value)?.slice(0, 30)}`, [item, value]);
    send('20,000 items', Array.from({ length: 20_000 }, () => item));
  }
  return cases;
}
