import { describe, expect, test } from 'vitest';
import { useServer, type Client } from './client.js';
import { AUTHORIZATION_TABLE, CALLERS, type Caller } from './authorization-table.js';

/**
 * Walks every route of the running server (the operations of its OpenAPI document, which is generated
 * from the registered routes) with no token and with each role's token, and compares each status with
 * the table in authorization-table.ts.
 */
describe('authorization of every route', () => {
  const h = useServer();
  const clients = (): Record<Caller, Client> => ({ anonymous: h.anonymous, user: h.user, wadmin: h.wadmin, admin: h.admin });

  const serverRoutes = async () => {
    const res = await h.admin.get('api/openapi.json');
    expect(res.status).toBe(200);
    return Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
  };

  test('the table names every route of the server, and only those', async () => {
    const routes = await serverRoutes();
    const listed = AUTHORIZATION_TABLE.map(([route]) => route);
    expect(new Set(listed).size, 'a route listed twice').toBe(listed.length);
    expect(routes.filter((r) => !listed.includes(r)), 'routes missing from the table').toEqual([]);
    expect(listed.filter((r) => !routes.includes(r)), 'rows for routes the server does not have').toEqual([]);
  });

  test('each route answers each caller as the table says', async () => {
    const callers = clients();
    const differences: string[] = [];
    for (const [route, request, expected] of AUTHORIZATION_TABLE) {
      const method = route.split(' ')[0];
      const body = method === 'GET' || method === 'DELETE' ? undefined : [];
      const actual: number[] = [];
      for (const caller of CALLERS) actual.push((await callers[caller].request(method, request, body)).status);
      if (actual.join() !== expected.join()) differences.push(`${route} (${request}): expected ${expected.join('/')}, got ${actual.join('/')}`);
    }
    expect(differences).toEqual([]);
  }, 120_000);

  test('no route lets a caller without a token into what a role is needed for', () => {
    // A sanity check of the table itself: whatever answers 401 or 403 to a role is refused to guests too.
    for (const [route, , [anonymous, ...roles]] of AUTHORIZATION_TABLE) {
      if (roles.some((s) => s === 401 || s === 403)) expect([401, 403], route).toContain(anonymous);
    }
  });
});
