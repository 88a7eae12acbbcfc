import type { OutputUnit } from '@cfworker/json-schema';

/*
 * The order in which the server has always listed a configuration's mistakes (ajv's, which it checked
 * with before): at each place in the schema, the keywords in this order, so that the first mistake at
 * a field, and the order of the field errors, stay what clients have seen.
 */
const RANKS = [
  ['$ref', 'const', 'enum', 'not', 'anyOf', 'oneOf', 'allOf', 'if', 'then', 'else'],
  ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf'],
  ['maxLength', 'minLength', 'pattern', 'format'],
  ['maxItems', 'minItems', 'additionalItems', 'prefixItems', 'items', 'contains', 'uniqueItems'],
  ['maxProperties', 'minProperties', 'required', 'propertyNames', 'additionalProperties', 'dependentSchemas', 'properties', 'patternProperties'],
].flatMap((group, g) => group.map((keyword, k) => [keyword, (g + 1) * 100 + k] as const));
const RANK = new Map<string, number>(RANKS);
/** A type that is one of several is checked before anything else; a single one where its kind's keywords would be. */
const rankOfType = (unit: OutputUnit) => (unit.error.includes('", "') ? -1 : 99);
/** Keywords whose next segment names a property, a definition or a branch rather than a keyword. */
/** Keywords whose schema applies to each item or property of the value in turn. */
const PER_VALUE = new Set(['items', 'additionalProperties', 'propertyNames']);
const NAMING = new Set(['properties', 'patternProperties', '$defs', 'anyOf', 'oneOf', 'allOf', 'prefixItems', 'dependentSchemas']);

/**
 * The failures in the server's order, each with its index in `units` (a failure read with the one
 * before it keeps it). The schema's places compare by their keywords' ranks; properties, branches and
 * items by where they first appear.
 */
export function inServerOrder(units: OutputUnit[]): number[] {
  const firstSeen = new Map<string, number>();
  const seen = (key: string, i: number) => {
    if (!firstSeen.has(key)) firstSeen.set(key, i);
    return firstSeen.get(key)!;
  };
  const keys = units.map((unit, i) => {
    // A `false` schema reports its instance's place as its own: it belongs under the failure before it.
    const location = unit.keyword === 'false' && i > 0 ? `${units[i - 1].keywordLocation}/false` : unit.keywordLocation;
    const segments = location.replace(/^#/, '').split('/').filter(Boolean);
    const instance = unit.instanceLocation.replace(/^#/, '').split('/').filter(Boolean);
    let depth = 0;
    return segments.flatMap((segment, s) => {
      const previous = s > 0 ? segments[s - 1] : undefined;
      if (previous && NAMING.has(previous)) {
        if (previous === 'properties' || previous === 'patternProperties' || previous === 'prefixItems') depth++;
        return [seen(segments.slice(0, s + 1).join('/'), i)];
      }
      if (s === segments.length - 1 && segment === 'type') return [rankOfType(unit)];
      const rank = RANK.get(segment) ?? 1000;
      if (!PER_VALUE.has(segment)) return [rank];
      // One schema applied to each item or property in turn: they come in the value's order.
      depth++;
      return [rank, seen(`@${instance.slice(0, depth).join('/')}`, i)];
    });
  });
  const compare = (a: number, b: number) => {
    const [x, y] = [keys[a], keys[b]];
    for (let s = 0; s < Math.min(x.length, y.length); s++) if (x[s] !== y[s]) return x[s] - y[s];
    return x.length - y.length || a - b;
  };
  return units.map((_u, i) => i).sort(compare);
}
