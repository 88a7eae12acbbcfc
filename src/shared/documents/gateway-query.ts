import type { FromSchema } from 'json-schema-to-ts';

/** A value a filter compares with. */
const SCALAR = { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] } as const;

/**
 * The spec's Query (001 §7): a family (`fam`) or a value list (`list`), filters (`f` the fields, `o`
 * their operators, `v1` and `v2` the values), the order and how many. The body of `execute-query`,
 * `list-values`, `export-xlsx` and `query-tokens`, as the server validates it and the composer sends it.
 */
export const gatewayQuerySchema = {
  type: 'object',
  properties: {
    fam: { anyOf: [{ type: 'string', minLength: 1, maxLength: 50 }, { type: 'integer' }] },
    list: { anyOf: [{ type: 'string', minLength: 1, maxLength: 50 }, { type: 'integer' }] },
    max: { type: 'integer', minimum: 0 },
    f: { type: 'array', maxItems: 50, items: { type: 'integer' } },
    v1: { type: 'array', maxItems: 50, items: SCALAR },
    v2: { type: 'array', maxItems: 50, items: SCALAR },
    o: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 10 } },
    order: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    asc: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

export type GatewayQuery = FromSchema<typeof gatewayQuerySchema>;

/** A value a filter compares with, as the Query carries it. */
export type FilterValue = string | number | boolean | null;

/** A value typed or configured, as a filter's value: anything but a scalar is sent as its text. */
export const filterValue = (value: unknown): FilterValue =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
