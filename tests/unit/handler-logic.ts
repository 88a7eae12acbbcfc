import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The server's route handlers read with the TypeScript compiler, and what each holds beyond the thin
 * shape docs/architecture.md asks of it ("Handlers with logic"): resolve the caller, call one
 * operation, shape the answer. See handler-logic.test.ts for the rule and why.
 */

export interface Handler {
  /** `server/accounts/routes.ts` */
  file: string;
  /** `POST /api/register`; a path built from a constant keeps its source (`${BASE}/entities`). */
  route: string;
  /** What makes it more than thin, each once: `if`, `loop`, `query`, `2 operation calls` … */
  logic: string[];
}

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
/** JavaScript's own functions and constructors: building a value, not calling the domain. */
const BUILT_INS = new Set(['Promise', 'String', 'Number', 'Boolean', 'Object', 'Array', 'JSON', 'Math', 'Date', 'Buffer', 'URL', 'URLSearchParams', 'encodeURIComponent', 'decodeURIComponent', 'parseInt', 'Error']);
/** Kysely's and the drivers' entries to the database: a handler that names one queries. */
const QUERIES = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'transaction', 'executeQuery', 'with']);

const pathText = (node: ts.Expression): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text.startsWith('/') ? node.text : undefined;
  if (ts.isTemplateExpression(node) && (node.head.text === '' || node.head.text.startsWith('/'))) return node.getText().slice(1, -1);
  return undefined;
};

const functionOf = (node: ts.Node | undefined): ts.FunctionLikeDeclaration | undefined =>
  node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) ? node : undefined;

/**
 * `app.get('/x', …, handler)` and `app.route({ method, url, handler })`: the route and its handler
 * (undefined when it is no function written there). A path held by a name (`base`, `OPENAPI_PATH`)
 * counts when options stand between it and the handler, as they do in a registration and not in a
 * cache's `get(key, load)`.
 */
function registration(call: ts.CallExpression): { route: string; handler?: ts.FunctionLikeDeclaration } | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const verb = callee.name.text;
  if (VERBS.has(verb) && call.arguments.length >= 2) {
    const [first] = call.arguments;
    const named = ts.isIdentifier(first) && call.arguments.length === 3 && ts.isObjectLiteralExpression(call.arguments[1]);
    const url = named ? `\${${first.text}}` : pathText(first);
    return url ? { route: `${verb.toUpperCase()} ${url}`, handler: functionOf(call.arguments[call.arguments.length - 1]) } : undefined;
  }
  if (verb !== 'route' || !call.arguments[0] || !ts.isObjectLiteralExpression(call.arguments[0])) return undefined;
  const member = (name: string) => {
    const found = (call.arguments[0] as ts.ObjectLiteralExpression).properties.find((p) => p.name?.getText() === name);
    return found && ts.isPropertyAssignment(found) ? found.initializer : found && ts.isMethodDeclaration(found) ? found : undefined;
  };
  const method = member('method');
  const url = member('url');
  const handler = functionOf(member('handler'));
  const methods = method && ts.isArrayLiteralExpression(method) ? method.elements : method ? [method] : [];
  const verbs = methods.map((m) => (ts.isStringLiteral(m) ? m.text.toUpperCase() : m.getText())).join(',');
  return url && ts.isExpression(url) ? { route: `${verbs} ${pathText(url) ?? url.getText()}`, handler } : undefined;
}

/** The names the handler binds itself (its parameters and its locals): calls on them shape values. */
function localNames(handler: ts.FunctionLikeDeclaration): Set<string> {
  const names = new Set<string>();
  const bind = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) || ts.isParameter(node)) bind(node.name);
    ts.forEachChild(node, visit);
  };
  visit(handler);
  return names;
}

const rootOf = (node: ts.Expression): ts.Expression => {
  let root = node;
  while (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root) || ts.isCallExpression(root) || ts.isNonNullExpression(root) || ts.isParenthesizedExpression(root) || ts.isAwaitExpression(root))
    root = ts.isCallExpression(root) ? root.expression : root.expression;
  return root;
};

/** Names imported from the edge's toolbox (server/http): answer helpers, as reply's own methods are. */
function httpHelpers(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !/(^|\/)http\//.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

interface Context {
  request?: string;
  reply?: string;
  locals: Set<string>;
  helpers: Set<string>;
}

/**
 * The functions that resolve the caller or read the request into plain values, by name: what a thin
 * handler does before its operation, as request.currentUser() does.
 */
const REQUEST_READERS = new Set(['signCaller', 'contexts.of', 'contexts.forRole', 'viewTokenIdentity', 'parseListSort', 'pageOf', 'isEager']);

/** Whether a call only reads the request, shapes the reply or a value the handler holds: no operation. */
function isHelperCall(call: ts.CallExpression, context: Context): boolean {
  if (REQUEST_READERS.has(call.expression.getText())) return true;
  // A function handed the request or the reply reads the one or writes the other (an edge module's, by the lint rule).
  if (call.arguments.some((a) => ts.isIdentifier(a) && (a.text === context.reply || a.text === context.request))) return true;
  // A method of what such a call answers (`alert(reply, …).status(200)`) shapes the same answer.
  let object: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(object) || ts.isNonNullExpression(object) || ts.isParenthesizedExpression(object)) {
    object = object.expression;
    if (ts.isCallExpression(object) && isHelperCall(object, context)) return true;
  }
  const root = rootOf(call.expression);
  return !ts.isIdentifier(root) || context.locals.has(root.text) || BUILT_INS.has(root.text) || context.helpers.has(root.text);
}

/** An `if` that only chooses the answer's shape: a condition that calls nothing, branches that set the reply or return. */
function shapesTheAnswer(statement: ts.IfStatement, context: Context): boolean {
  let calls = false;
  const findCalls = (node: ts.Node) => {
    if (ts.isCallExpression(node)) calls = true;
    ts.forEachChild(node, findCalls);
  };
  findCalls(statement.expression);
  if (calls) return false;
  const answers = (node: ts.Statement | undefined): boolean => {
    if (!node) return true;
    if (ts.isBlock(node)) return node.statements.every(answers);
    if (ts.isReturnStatement(node) || ts.isThrowStatement(node)) return !node.expression || !hasOperationCall(node.expression, context);
    if (ts.isExpressionStatement(node) && ts.isCallExpression(node.expression)) {
      const root = rootOf(node.expression.expression);
      return ts.isIdentifier(root) && root.text === context.reply;
    }
    return false;
  };
  return answers(statement.thenStatement) && answers(statement.elseStatement);
}

function hasOperationCall(node: ts.Node, context: Context): boolean {
  if (ts.isCallExpression(node) && !isHelperCall(node, context)) return true;
  return !!ts.forEachChild(node, (child) => hasOperationCall(child, context) || undefined);
}

/** What a handler holds beyond resolving the caller, one operation and the answer's shape. */
export function logicOf(handler: ts.FunctionLikeDeclaration, helpers: Set<string>): string[] {
  const [request, reply] = handler.parameters;
  const context: Context = { request: request && ts.isIdentifier(request.name) ? request.name.text : undefined, reply: reply && ts.isIdentifier(reply.name) ? reply.name.text : undefined, locals: localNames(handler), helpers };
  const found = new Set<string>();
  let operations = 0;
  const visit = (node: ts.Node) => {
    if (ts.isIfStatement(node) && !shapesTheAnswer(node, context)) found.add('if');
    if (ts.isSwitchStatement(node)) found.add('switch');
    if (ts.isIterationStatement(node, false)) found.add('loop');
    if (ts.isTryStatement(node)) found.add('try');
    if (ts.isPropertyAccessExpression(node) && QUERIES.has(node.name.text)) found.add('query');
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') found.add('query');
    if (ts.isCallExpression(node) && !isHelperCall(node, context)) operations += 1;
    ts.forEachChild(node, visit);
  };
  if (handler.body) visit(handler.body);
  if (operations > 1) found.add(`${operations} operation calls`);
  return [...found];
}

/** Whether a file registers routes at all (what the lint rule http-at-the-edge keys on too). */
const registersRoutes = (text: string) => /\.(get|post|put|patch|delete|head|route)(<[^>]*>)?\(/.test(text);

/** Every route handler of the server's files, with what logic each holds. */
export function serverHandlers(root: string): Handler[] {
  const server = path.join(root, 'server');
  const files = fs.readdirSync(server, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const handlers: Handler[] = [];
  for (const relative of files) {
    const text = fs.readFileSync(path.join(server, relative), 'utf8');
    if (!registersRoutes(text)) continue;
    const source = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true);
    const helpers = httpHelpers(source);
    const visit = (node: ts.Node) => {
      const found = ts.isCallExpression(node) ? registration(node) : undefined;
      if (found) handlers.push({ file: path.posix.join('server', relative.split(path.sep).join('/')), route: found.route, logic: found.handler ? logicOf(found.handler, helpers) : ['a handler written elsewhere'] });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return handlers;
}

/** The routes the docs' table ("Handlers with logic") names, each as `METHOD /path` in its first column. */
export function allowedInDocs(markdown: string): Set<string> {
  const section = /### Handlers with logic\n([\s\S]*?)(\n### |\n## |$)/.exec(markdown)?.[1] ?? '';
  const routes = new Set<string>();
  for (const line of section.split('\n').filter((l) => l.startsWith('| `'))) {
    const first = line.split('|')[1];
    for (const m of first.matchAll(/`([A-Z,]+ [/$][^`]*)`/g)) routes.add(m[1]);
  }
  return routes;
}
