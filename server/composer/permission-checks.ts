/**
 * Page and widget permission checks: a condition stored with the page or widget that decides who
 * sees it. Accepted: empty (everyone), a JSON `true` or `false`, or a boolean expression over names:
 *
 *   expr    := and ( '||' and )*
 *   and     := unary ( '&&' unary )*
 *   unary   := '!' unary | primary
 *   primary := identifier | '(' expr ')'
 *   identifier := [A-Za-z_$][A-Za-z0-9_$.:-]*
 *
 * A name holds when the visitor has it: one of the account's authorities (ROLE_USER, ROLE_ADMIN …),
 * `authenticated` for any signed-in account, `guest` for a visitor without one. Read by a small
 * recursive-descent parser, never evaluated as code; parentheses nest at most MAX_NESTING deep, so a
 * long run of them cannot exhaust the stack. Other JSON parses but grants nothing.
 */

export type Check =
  | { kind: 'constant'; value: boolean }
  | { kind: 'name'; name: string }
  | { kind: 'not'; operand: Check }
  | { kind: 'and' | 'or'; operands: Check[] };

export interface Visitor {
  authenticated: boolean;
  authorities: string[];
}

const MAX_NESTING = 64;

/** The parsed check, or the reason it does not parse. */
export function parsePermissionChecks(text: unknown): { check: Check } | { problem: string } {
  if (text == null || (typeof text === 'string' && text.trim() === '')) return { check: { kind: 'constant', value: true } };
  if (typeof text !== 'string') return { problem: 'permission checks are not text' };
  try {
    const json: unknown = JSON.parse(text);
    return { check: { kind: 'constant', value: json === true } };
  } catch {
    // Not JSON: the expression grammar.
  }
  const tokens: string[] = [];
  const lexer = /\s*(?:(\|\||&&|!|\(|\))|([A-Za-z_$][A-Za-z0-9_$.:-]*))/y;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    lexer.lastIndex = at;
    const match = lexer.exec(text);
    if (!match) return { problem: `permission checks do not parse: unexpected character at ${text.slice(at).trimStart().slice(0, 10)}` };
    tokens.push(match[1] ?? `id:${match[2]}`);
    at = lexer.lastIndex;
  }
  let pos = 0;
  let depth = 0;
  const list = (operator: '||' | '&&', kind: 'or' | 'and', next: () => Check | undefined): Check | undefined => {
    const first = next();
    if (!first) return undefined;
    const operands = [first];
    while (tokens[pos] === operator) {
      pos++;
      const operand = next();
      if (!operand) return undefined;
      operands.push(operand);
    }
    return operands.length === 1 ? first : { kind, operands };
  };
  const expr = (): Check | undefined => list('||', 'or', and);
  const and = (): Check | undefined => list('&&', 'and', unary);
  const unary = (): Check | undefined => {
    if (tokens[pos] !== '!') return primary();
    pos++;
    const operand = unary();
    return operand && { kind: 'not', operand };
  };
  const primary = (): Check | undefined => {
    const token = tokens[pos];
    if (token?.startsWith('id:')) {
      pos++;
      return { kind: 'name', name: token.slice(3) };
    }
    if (token !== '(' || ++depth > MAX_NESTING) return undefined;
    pos++;
    const inner = expr();
    if (!inner || tokens[pos] !== ')') return undefined;
    pos++;
    depth--;
    return inner;
  };
  const check = expr();
  return check && pos === tokens.length ? { check } : { problem: 'permission checks do not parse' };
}

export function evaluate(check: Check, visitor: Visitor): boolean {
  switch (check.kind) {
    case 'constant':
      return check.value;
    case 'name':
      if (check.name === 'authenticated') return visitor.authenticated;
      if (check.name === 'guest') return !visitor.authenticated;
      return visitor.authorities.includes(check.name);
    case 'not':
      return !evaluate(check.operand, visitor);
    case 'and':
      return check.operands.every((c) => evaluate(c, visitor));
    case 'or':
      return check.operands.some((c) => evaluate(c, visitor));
  }
}

/** Whether the visitor passes the check; a check that does not parse lets nobody through. */
export function passes(text: unknown, visitor: Visitor): boolean {
  const parsed = parsePermissionChecks(text);
  return 'check' in parsed && evaluate(parsed.check, visitor);
}
