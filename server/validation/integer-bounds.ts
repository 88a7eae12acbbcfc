export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

/**
 * The schema with every integer kept within the database's integer columns (32 bits in PostgreSQL),
 * so that a too large number is a field error rather than a failed statement.
 */
export function withIntegerBounds<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withIntegerBounds) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'enum' || key === 'default' ? value : withIntegerBounds(value);
  const type = out.type;
  if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
    out.minimum = Math.max(typeof out.minimum === 'number' ? out.minimum : INT_MIN, INT_MIN);
    out.maximum = Math.min(typeof out.maximum === 'number' ? out.maximum : INT_MAX, INT_MAX);
  }
  return out as T;
}
