import { describe, expect, test } from 'vitest';
import { useServer, type Client, type Response } from './client.js';
import { openApiOf, type Param, type Route } from '../support/openapi-routes.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the OpenAPI document is read member by member */

/**
 * Inputs that PostgreSQL refuses where SQLite takes them (a NUL character in text, an id beyond the
 * integer columns) and ids that only look like numbers. Every route of the running server (the
 * operations of its OpenAPI document, generated from the registered routes) must answer them with a
 * 4xx problem body on both databases, never 500; a new route is covered without being named here.
 */

/** Ids that are not plain decimal digits within the integer columns' range (path-encoded). */
const HOSTILE_IDS = ['Infinity', '2147483648', '1e99', '99999999999999999999', '%2B1', '0x10', '%201', '1.0', '-1', '0'];

/** Whole numbers, or lists of them. */
const integerSchema = (schema: any) => (schema.type === 'array' ? schema.items : schema);
/** Path parameters that are whole numbers, and query parameters named as ids that are. */
const isIdParam = (param: Param) => integerSchema(param.schema).type === 'integer' && (param.in === 'path' || /id$/i.test(param.name));
const pathParams = (route: Route) => route.params.filter((p) => p.in === 'path');

const isProblem = (res: Response) => res.status >= 400 && res.status < 500 && /problem\+json/.test(res.headers.get('content-type') ?? '') && res.body.status === res.status;

/** A path parameter's harmless value: an id no row has, an enum's first member, a word. */
const harmless = (schema: any) => (schema.type === 'integer' ? '999999' : schema.enum ? String(schema.enum[0]) : 'x');

const fill = (route: Route, values: Record<string, string>) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? harmless(route.params.find((p) => p.name === name)!.schema));

/** The request path with `value` as the parameter (in the path or the query string) and harmless path parameters otherwise. */
const withParam = (route: Route, param: Param, value: string) =>
  param.in === 'path' ? fill(route, { [param.name]: value }) : `${fill(route, {})}?${param.name}=${value}`;

const h = useServer();

const callers = (): [string, Client][] => [
  ['admin', h.admin],
  ['anonymous', h.anonymous],
];

const serverRoutes = async (): Promise<Route[]> => (await openApiOf(h.anonymous)).routes;

/** Sends the request as each caller; returns what was wrong (a non-problem answer, or no caller refused it with one of `expected`). */
const check = async (label: string, method: string, path: string, expected: number[], body?: unknown): Promise<string[]> => {
  const wrong: string[] = [];
  const statuses: number[] = [];
  for (const [name, client] of callers()) {
    const res = await client.request(method, path, body);
    statuses.push(res.status);
    if (!isProblem(res)) wrong.push(`${label} as ${name}: ${res.status} ${res.text.slice(0, 200)}`);
  }
  if (!statuses.some((s) => expected.includes(s))) wrong.push(`${label}: ${statuses.join('/')}, none of ${expected.join('/')}`);
  return wrong;
};

describe('hostile ids on every route', () => {
  test('every id parameter in the OpenAPI document is bounded by the integer columns', async () => {
    const unbounded = (await serverRoutes()).flatMap((route) =>
      route.params.filter((p) => isIdParam(p) && !(integerSchema(p.schema).maximum <= 2_147_483_647)).map((p) => `${route.method} ${route.path} ${p.name}`),
    );
    expect(unbounded).toEqual([]);
  });

  test('every route taking an id refuses ids out of range or not in plain digits with 400', async () => {
    const routes = (await serverRoutes()).filter((r) => r.params.some(isIdParam));
    expect(routes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const param of route.params.filter(isIdParam)) {
        for (const id of HOSTILE_IDS) {
          const path = withParam(route, param, id);
          wrong.push(...(await check(`${route.method} ${path}`, route.method, path, [400], route.hasBody ? {} : undefined)));
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  test('the ids that are plain digits in range still reach the route', async () => {
    expect((await h.admin.get('api/themes/1')).status).toBe(200);
    expect((await h.admin.get('api/themes/2147483647')).status).toBe(404);
    expect((await h.admin.get('api/themes/01')).status).toBe(200);
    expect((await h.anonymous.get('api/composer/pages/2147483647')).status).toBe(404);
    const tooLarge = await h.anonymous.get('api/composer/css/page/2147483648');
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.fieldErrors).toEqual([{ objectName: 'params', field: 'id', message: 'Max' }]);
    const notDigits = await h.admin.get('api/themes/Infinity');
    expect(notDigits.status).toBe(400);
    expect(notDigits.body.fieldErrors).toEqual([{ objectName: 'params', field: 'id', message: 'Pattern' }]);
    const attachments = await h.admin.delete('api/adiuto-gateway/entities/1/attachments?attachsId=2147483648');
    expect(attachments.status).toBe(400);
    expect(attachments.body.fieldErrors).toEqual([{ objectName: 'querystring', field: 'attachsId', message: 'Max' }]);
  });
});

describe('hostile text: NUL characters and lone surrogates', () => {
  test('a NUL character in a query string, a path parameter or a body is refused with 400 on every route', async () => {
    const wrong: string[] = [];
    for (const route of await serverRoutes()) {
      const path = fill(route, {});
      wrong.push(...(await check(`${route.method} ${path}?q=%00`, route.method, `${path}?q=a%00b`, [400])));
      for (const param of pathParams(route).filter((p) => p.schema.type !== 'integer')) {
        const withNul = fill(route, { [param.name]: 'a%00b' });
        wrong.push(...(await check(`${route.method} ${withNul}`, route.method, withNul, [400])));
      }
      if (route.hasBody) wrong.push(...(await check(`${route.method} ${path} with a NUL body`, route.method, path, [400, 415], { name: 'a\u0000b' })));
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  test('the refusal names the field, in bodies, query strings and path parameters', async () => {
    const theme = await h.admin.post('api/themes', { name: 'a\u0000b', conf: '{}' });
    expect(theme.status).toBe(400);
    expect(theme.body.fieldErrors).toEqual([{ objectName: 'theme', field: 'name', message: 'Pattern' }]);

    const nested = await h.admin.post('api/themes', { name: 'ok', conf: '{}', extra: { deep: ['a\u0000'] } });
    expect(nested.status).toBe(400);
    expect(nested.body.fieldErrors).toEqual([{ objectName: 'theme', field: 'extra', message: 'Pattern' }]);

    const filter = await h.admin.get('api/themes?name.contains=%00');
    expect(filter.status).toBe(400);
    expect(filter.body.fieldErrors).toEqual([{ objectName: 'querystring', field: 'name.contains', message: 'Pattern' }]);

    const signIn = await h.anonymous.post('api/authenticate', { username: 'a\u0000b', password: 'x' });
    expect(signIn.status).toBe(400);
    expect(signIn.body.fieldErrors).toEqual([expect.objectContaining({ field: 'username', message: 'Pattern' })]);

    const login = await h.admin.get('api/admin/users/a%00b');
    expect(login.status).toBe(400);
    expect(login.body.fieldErrors).toEqual([{ objectName: 'params', field: 'login', message: 'Pattern' }]);
  });

  test('a lone surrogate is refused like a NUL, on both databases; a whole pair is kept', async () => {
    for (const text of ['a\ud800b', '\udfff', 'x\udc00\ud800']) {
      // JSON.stringify writes a lone surrogate as its escape (\ud800), as a client's JSON would carry it.
      const theme = await h.admin.post('api/themes', { name: text, conf: '{}' });
      expect(theme.status, text).toBe(400);
      expect(theme.body.fieldErrors).toEqual([{ objectName: 'theme', field: 'name', message: 'Pattern' }]);
      expect(theme.body.detail).toContain('lone surrogate');
    }
    const signIn = await h.anonymous.post('api/authenticate', { username: 'a\ud800', password: 'x' });
    expect(signIn.status).toBe(400);
    const pair = await h.admin.post('api/themes', { name: 'Clef \ud834\udd1e', conf: '{}' });
    expect(pair.status, pair.text).toBe(201);
    expect((await h.admin.get(`api/themes/${pair.body.id}`)).body.name).toBe('Clef 𝄞');
  });
});

describe('hostile ids in a gateway Query', () => {
  test('document ids and list entries in a gateway Query are bounded by the integer columns', async () => {
    for (const id of ['2147483648', '-2147483649', '1e99', 'Infinity'])
      expect((await h.user.post('api/adiuto-gateway/execute-query', { fam: 'invoices', max: 1, f: [-1000], o: ['='], v1: [id] })).status, id).toBe(400);
    for (const entry of [2147483648, 1e99])
      expect((await h.user.post('api/adiuto-gateway/execute-query', { fam: 'invoices', f: [6], o: ['='], v1: [entry] })).status, String(entry)).toBe(400);
    const found = await h.user.post('api/adiuto-gateway/execute-query', { fam: 'invoices', max: 1, f: [-1000], o: ['='], v1: ['2147483647'] });
    expect(found.status).toBe(200);
    expect(found.body.list).toEqual([]);
  });
});
