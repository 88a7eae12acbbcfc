/** The NUL character, or half of a UTF-16 surrogate pair without its other half. */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => UNSTORABLE.test(text);

/** Why such text is refused, after the name of where it is. */
export const UNSTORABLE_TEXT = 'text may not hold the NUL character (U+0000) or a lone surrogate (half of a UTF-16 pair)';

/** The top-level member whose value (at any depth) or name holds unstorable text; '' for a text value itself; undefined when none does. */
export function fieldWithUnstorable(value: unknown): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? '' : undefined;
  if (!isWalkable(value)) return undefined;
  return Object.entries(value).find(([name, member]) => unstorable(name) || holdsUnstorable(member))?.[0];
}

const holdsUnstorable = (value: unknown) => unstorableAt(value) !== undefined;

/**
 * Where a value holds unstorable text at any depth, as a path from it (`[0].text`; '' for the value
 * itself; a member whose name is unstorable is named by its holder's path), or undefined. For text
 * that a member carries serialised (a JSON string parsed by its route). Walks with a list of its
 * own, not recursion, so that a deeply nested value cannot exhaust the stack.
 */
export function unstorableAt(root: unknown): string | undefined {
  const pending: [path: string, value: unknown][] = [['', root]];
  while (pending.length) {
    const [path, value] = pending.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return path;
    } else if (isWalkable(value)) {
      for (const [name, member] of Object.entries(value)) {
        if (unstorable(name)) return path;
        pending.push([Array.isArray(value) ? `${path}[${name}]` : `${path}.${name}`, member]);
      }
    }
  }
  return undefined;
}

const isWalkable = (value: unknown): value is object => typeof value === 'object' && value !== null && !Buffer.isBuffer(value);
