import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { allowedInDocs, logicOf, serverHandlers } from './handler-logic.js';

/*
 * A route handler resolves the caller, calls one operation and shapes its answer; what branches,
 * queries or holds a workflow is an operation of its feature (docs/architecture.md, "Handlers with
 * logic"). The rule, read with the TypeScript compiler over every `app.get/post/put/patch/delete(…)`
 * and `app.route({…})` of server/ (handler-logic.ts), callbacks written inside the handler included:
 *
 * - an `if`, `switch`, loop or `try` is logic, but for an `if` that only chooses the answer's shape
 *   (a condition that calls nothing, branches that only set the reply, return or throw);
 * - naming a query builder (`selectFrom`, `transaction` …, or a `sql` template) is a query;
 * - two or more calls of operations are a workflow. Not operations: the request's and the reply's own
 *   methods, functions handed the request or the reply (by the lint rule http-at-the-edge, only edge
 *   modules may take them: they read the one or write the other), what server/http exports, methods
 *   of values the handler holds (`rows.map`), JavaScript's own (`String`, `Promise.all`), and the
 *   functions named in REQUEST_READERS that resolve the caller or read the query into plain values.
 *
 * A handler with logic must be named in the docs' table, and the table holds at most five.
 */
const ROOT = path.resolve(__dirname, '../..');
const MOST = 5;

const logicIn = (handler: string) => {
  const source = ts.createSourceFile('h.ts', `app.get('/x', ${handler});`, ts.ScriptTarget.Latest, true);
  const call = (source.statements[0] as ts.ExpressionStatement).expression as ts.CallExpression;
  return logicOf(call.arguments[1] as ts.ArrowFunction, new Set(['paginationLink']));
};

describe('route handlers', () => {
  const handlers = serverHandlers(ROOT);
  const allowed = allowedInDocs(fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'));
  const withLogic = handlers.filter((h) => h.logic.length);

  it('are found in every file that registers routes', () => {
    expect(handlers.length).toBeGreaterThan(90);
    expect(new Set(handlers.map((h) => h.file)).size).toBeGreaterThan(25);
  });

  it('hold logic only where the docs name it, at most five of them', () => {
    expect(withLogic.filter((h) => !allowed.has(h.route)).map((h) => `${h.file} ${h.route}: ${h.logic.join(', ')}`)).toEqual([]);
    expect(allowed.size).toBeLessThanOrEqual(MOST);
    expect(withLogic.length).toBeLessThanOrEqual(MOST);
  });

  it('are named in the docs only while they hold logic', () => {
    const stale = [...allowed].filter((route) => !withLogic.some((h) => h.route === route));
    expect(stale).toEqual([]);
  });

  it('are thin when they resolve the caller, call one operation and shape the answer', () => {
    expect(logicIn(`async (request, reply) => {
      const user = (await request.currentUser())!;
      const { total, rows } = await listThings(deps, user, parseListSort(request.query.sort));
      reply.header('x-total-count', String(total)).header('link', paginationLink(request.url, 0, 20, total));
      if (total === 0) reply.status(204);
      return rows.map((r) => ({ id: r.id }));
    }`)).toEqual([]);
    expect(logicIn(`async (request, reply) => { await remove(deps, request.params.id); alert(reply, 'deleted').status(204); }`)).toEqual([]);
  });

  it('would tell branches, loops, queries and workflows', () => {
    expect(logicIn(`async (request) => { const u = await users.byLogin(request.params.login); if (!u) throw notFound('no'); return u; }`)).toEqual(['if', '2 operation calls']);
    expect(logicIn(`async (request) => { for (const id of request.body) await remove(id); }`)).toEqual(['loop']);
    expect(logicIn(`async () => db.selectFrom('page').selectAll().execute()`)).toContain('query');
    expect(logicIn(`async (request) => { try { return await run(request.body); } catch { return null; } }`)).toEqual(['try']);
    expect(logicIn(`async (request) => { await store(request.body.key); return status(); }`)).toEqual(['2 operation calls']);
    expect(logicIn(`async (request) => read(db, (name) => schemas.check(name))`)).toEqual(['2 operation calls']);
  });

  it('read the allow-list from the docs table', () => {
    const table = '### Handlers with logic\n\n| route | why |\n|---|---|\n| `GET /api/x` (`server/x/routes.ts`) | why |\n| `PUT ${BASE}/y/:id` | why |\n\n### Next\n| `GET /z` | no |';
    expect([...allowedInDocs(table)]).toEqual(['GET /api/x', 'PUT ${BASE}/y/:id']);
  });
});
