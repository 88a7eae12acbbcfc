/**
 * HTTP stays at the edge (docs/architecture.md, "HTTP at the edge"): a server module that imports
 * Fastify, server/http or a routes module must be an edge module, one that registers routes, hooks,
 * decorations or parsers, or wires other registrars (`registerXxx(app)`, `installXxx(app)`). Keyed on
 * what a file does, not on its name: an operation that takes a FastifyRequest, or reaches for the
 * problem body, is refused wherever it lives. server/http itself is the edge's toolbox.
 */
const ROUTE_VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'all', 'options']);
const REGISTRATIONS = new Set([
  'route',
  'register',
  'addHook',
  'decorate',
  'decorateRequest',
  'decorateReply',
  'setErrorHandler',
  'setNotFoundHandler',
  'addContentTypeParser',
  'setChildLoggerFactory',
]);
const WIRING = /^(register|install)[A-Z]/;
const HTTP_MODULE = /^(fastify|@fastify\/.*)$|(^|\/)http\/[^/]+\.js$|(^|\/)([a-z-]+-)?routes\.js$/;

/** Whether a call registers a route or a hook on a Fastify instance, or wires registrars that do. */
function registers(node) {
  const { callee } = node;
  if (callee.type === 'Identifier') return WIRING.test(callee.name);
  if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return false;
  const name = callee.property.name;
  if (REGISTRATIONS.has(name) || WIRING.test(name)) return true;
  if (!ROUTE_VERBS.has(name) || node.arguments.length < 2) return false;
  const [path] = node.arguments;
  if (path.type === 'Literal') return typeof path.value === 'string' && path.value.startsWith('/');
  return path.type === 'TemplateLiteral' && (path.quasis[0].value.raw === '' || path.quasis[0].value.raw.startsWith('/'));
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Only edge modules (those that register routes or hooks) import Fastify, server/http or routes.' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      notAtEdge:
        '{{source}} is for edge modules, and this one registers no route or hook: take a plain value (the caller, the body) and throw AppError; the route turns them into HTTP.',
    },
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const allow = context.options[0]?.allow ?? [];
    if (/\/server\/http\//.test(file) || allow.some((allowed) => file.endsWith(allowed))) return {};
    const imports = [];
    let edge = false;
    return {
      ImportDeclaration(node) {
        if (HTTP_MODULE.test(String(node.source.value))) imports.push(node);
      },
      CallExpression(node) {
        edge ||= registers(node);
      },
      'Program:exit'() {
        if (!edge) for (const node of imports) context.report({ node, messageId: 'notAtEdge', data: { source: node.source.value } });
      },
    };
  },
};
