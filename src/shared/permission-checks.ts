import { Environment, type ParseResult } from '@marcbachmann/cel-js';
import type { FromSchema } from 'json-schema-to-ts';

/**
 * Page and widget permission checks: a condition in CEL, the Common Expression Language
 * (docs/permission-checks.md). It is parsed and evaluated by cel-js, which runs no JavaScript of the
 * expression's and has no access to prototypes or constructors. The server applies a check before it
 * sends a page or widget; the client applies the same check with the same context.
 *
 *   "ROLE_USER" in user.roles
 *   !user.authenticated                         (guests only)
 *   user.authenticated && "invoices" in can.read
 *
 * An empty check lets everyone through. Anything that does not parse, does not give a boolean, or
 * fails while evaluated (a missing key, a wrong type) lets nobody through.
 */

const names = { type: 'array', items: { type: 'string' } } as const;

/** What a check may read about the visitor; `GET api/composer/check-context` answers it. */
export const checkContextSchema = {
  type: 'object',
  properties: {
    user: {
      type: 'object',
      properties: { login: { type: 'string' }, roles: names, authenticated: { type: 'boolean' }, langKey: { type: 'string' } },
      required: ['login', 'roles', 'authenticated', 'langKey'],
      additionalProperties: false,
    },
    site: { type: 'object', properties: { name: { type: 'string' }, langs: names }, required: ['name', 'langs'], additionalProperties: false },
    can: {
      type: 'object',
      description: 'The document-store families (keys) the visitor may read, create, update and delete',
      properties: { read: names, create: names, update: names, delete: names },
      required: ['read', 'create', 'update', 'delete'],
      additionalProperties: false,
    },
  },
  required: ['user', 'site', 'can'],
  additionalProperties: false,
} as const;

export type CheckContext = FromSchema<typeof checkContextSchema>;

/** The longest check accepted, and the parser's bounds, so that no input costs much to refuse. */
export const MAX_CHECK_LENGTH = 4000;

const environment = new Environment({ limits: { maxAstNodes: 500, maxDepth: 32, maxListElements: 100, maxMapEntries: 100, maxCallArguments: 8 } })
  .registerVariable('user', 'map')
  .registerVariable('site', 'map')
  .registerVariable('can', 'map');

export type CompiledCheck = { ok: true; evaluate: (context: CheckContext) => boolean } | { ok: false; problem: string };

const ALWAYS: CompiledCheck = { ok: true, evaluate: () => true };
const cache = new Map<string, CompiledCheck>();
const CACHE_SIZE = 1000;

/** The check ready to evaluate, or why it cannot be (for the structure report and the editors). */
export function compileCheck(text: string | null | undefined): CompiledCheck {
  if (text == null || text.trim() === '') return ALWAYS;
  const known = cache.get(text);
  if (known) return known;
  const compiled = compile(text);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(text, compiled);
  return compiled;
}

function compile(text: string): CompiledCheck {
  if (text.length > MAX_CHECK_LENGTH) return { ok: false, problem: `a check is at most ${MAX_CHECK_LENGTH} characters` };
  let parsed: ParseResult;
  try {
    parsed = environment.parse(text);
  } catch (error) {
    return { ok: false, problem: firstLine(error) };
  }
  const checked = parsed.check();
  if (!checked.valid) return { ok: false, problem: firstLine(checked.error) };
  if (checked.type !== 'bool' && checked.type !== 'dyn') return { ok: false, problem: `a check must be true or false, not ${checked.type}` };
  return {
    ok: true,
    evaluate: (context) => {
      try {
        return parsed(context as unknown as Record<string, unknown>) === true;
      } catch {
        return false;
      }
    },
  };
}

/** Whether the visitor passes the check; a check that does not compile or fails lets nobody through. */
export function passesCheck(text: string | null | undefined, context: CheckContext): boolean {
  const compiled = compileCheck(text);
  return compiled.ok && compiled.evaluate(context);
}

const firstLine = (error: unknown) => String((error as Error | undefined)?.message ?? error).split('\n')[0];
