/**
 * The query string of a list call (spec 000 §7.1): `page`, `size` up to maxSize, `sort` (repeatable,
 * `field,asc|desc`, read by parseListSort), a `cacheBuster`, and the list's own filters; anything else
 * is a 400. Schema-defined entities read theirs in server/entities, their filters being their fields.
 */
export function listQuerySchema(maxSize: number, filters: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 0, maximum: 1_000_000 },
      size: { type: 'integer', minimum: 1, maximum: maxSize },
      sort: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 10 },
      cacheBuster: { type: 'string', maxLength: 100 },
      ...filters,
    },
    additionalProperties: false,
  } as const;
}
