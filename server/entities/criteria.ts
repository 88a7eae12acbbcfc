import { likePattern } from '../db/like-pattern.js';
import { type ExpressionBuilder, type Expression, type SqlBool, sql } from 'kysely';
import type { EntityModel, FieldModel } from '../../src/shared/entities/model.js';
import type { DialectName } from '../db/connect.js';
import type { EntityDatabase } from './entity-rows.js';
import { badRequest } from '../errors/app-error.js';
import { INT_MAX, INT_MIN } from '../validation/integer-bounds.js';

/**
 * Criteria filters in the query string, as `{field}.{operator}={value}`:
 * `name.contains=abc`, `id.in=1,2`, `type.equals=PAGE`, `index.greaterThan=3`, `pageId.equals=7`,
 * `permissionsId.in=1,2` (many-to-many), `parentId.specified=false`.
 */
export const OPERATORS = [
  'equals',
  'notEquals',
  'in',
  'notIn',
  'contains',
  'doesNotContain',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqual',
  'lessThanOrEqual',
  'specified',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Criterion {
  field: FieldModel;
  operator: Operator;
  values: (string | number | boolean)[];
}

/** Query parameters that are not criteria. */
const RESERVED = new Set(['page', 'size', 'sort', 'cacheBuster', 'eager']);

const TEXT_ONLY: Operator[] = ['contains', 'doesNotContain'];
const ORDERED: Operator[] = ['greaterThan', 'lessThan', 'greaterThanOrEqual', 'lessThanOrEqual'];

export function parseCriteria(model: EntityModel, query: Record<string, string | string[] | undefined>): Criterion[] {
  const criteria: Criterion[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED.has(key) || raw === undefined) continue;
    const dot = key.lastIndexOf('.');
    const name = dot > 0 ? key.slice(0, dot) : '';
    const operator = key.slice(dot + 1) as Operator;
    if (dot <= 0 || !OPERATORS.includes(operator)) throw badRequest(`Unknown query parameter "${key}"`);
    const field = fieldForFilter(model, name);
    if (!field) throw badRequest(`"${name}" is not a filterable field of ${model.name}`);
    if (TEXT_ONLY.includes(operator) && !['string', 'enum', 'contentType'].includes(field.kind))
      throw badRequest(`"${operator}" applies to text fields only, not to "${name}"`);
    if (ORDERED.includes(operator) && field.kind === 'boolean')
      throw badRequest(`"${operator}" does not apply to the yes/no field "${name}"`);
    const raws = Array.isArray(raw) ? raw : [raw];
    if (operator === 'in' || operator === 'notIn') {
      const values = raws.flatMap((v) => v.split(',')).map((text) => parseValue(field, operator, text, key));
      criteria.push({ field, operator, values });
    } else {
      // A repeated single-value filter (name.contains=a&name.contains=b) means all of them, not the first.
      for (const text of raws) criteria.push({ field, operator, values: [parseValue(field, operator, text, key)] });
    }
  }
  return criteria;
}

function fieldForFilter(model: EntityModel, name: string): FieldModel | undefined {
  // writeOnly values (secrets) are never compared: a filter would tell them one guess at a time.
  // Derived values have no column to compare.
  const direct = model.fields.find((f) => f.name === name && f.kind !== 'binary' && !f.writeOnly && !f.derived);
  if (direct && direct.kind !== 'reference' && direct.kind !== 'references') return direct;
  if (name.endsWith('Id')) {
    const relation = model.fields.find((f) => f.name === name.slice(0, -2));
    if (relation && (relation.kind === 'reference' || relation.kind === 'references')) return relation;
  }
  return undefined;
}

function parseValue(field: FieldModel, operator: Operator, text: string, key: string): string | number | boolean {
  if (operator === 'specified') {
    if (text !== 'true' && text !== 'false') throw badRequest(`${key} must be true or false`);
    return text === 'true';
  }
  switch (field.kind) {
    case 'id':
    case 'integer':
    case 'reference':
    case 'references': {
      const n = Number(text);
      if (text.trim() === '' || !Number.isInteger(n)) throw badRequest(`${key} must be a whole number, not "${text}"`);
      if (n < INT_MIN || n > INT_MAX) throw badRequest(`${key} must be from ${INT_MIN} to ${INT_MAX}, not ${text}`);
      return n;
    }
    case 'number': {
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n)) throw badRequest(`${key} must be a number, not "${text}"`);
      return n;
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false') throw badRequest(`${key} must be true or false`);
      return text === 'true';
    case 'enum':
      if (!TEXT_ONLY.includes(operator) && !field.enum!.includes(text))
        throw badRequest(`${key} must be one of ${field.enum!.join(', ')}`);
      return text;
    default:
      return text;
  }
}


/** The SQL condition of all criteria together (AND). */
export function criteriaCondition(
  model: EntityModel,
  dialect: DialectName,
  criteria: Criterion[],
): ((eb: ExpressionBuilder<EntityDatabase, string>) => Expression<SqlBool>) | undefined {
  if (criteria.length === 0) return undefined;
  return (eb) => eb.and(criteria.map((c) => condition(model, dialect, eb, c)));
}

function condition(
  model: EntityModel,
  dialect: DialectName,
  eb: ExpressionBuilder<EntityDatabase, string>,
  { field, operator, values }: Criterion,
): Expression<SqlBool> {
  if (field.kind === 'references') {
    const join = model.joins[field.name];
    const linked = (where?: Expression<SqlBool>) =>
      eb.exists(
        eb
          .selectFrom(join.table)
          .select(sql`1`.as('one'))
          .where(sql.ref(`${join.table}.${join.ownerColumn}`), '=', sql.ref(`${model.table}.id`))
          .$if(where !== undefined, (q) => q.where(() => where!)),
      );
    const target = sql.ref(`${join.table}.${join.targetColumn}`);
    switch (operator) {
      case 'specified':
        return values[0] ? linked() : eb.not(linked());
      case 'equals':
      case 'in':
        return linked(eb(target, 'in', values));
      case 'notEquals':
      case 'notIn':
        return eb.not(linked(eb(target, 'in', values)));
      default:
        throw badRequest(`"${operator}" does not apply to the relation "${field.name}"`);
    }
  }
  const column = sql.ref(`${model.table}.${field.column}`);
  // SQLite has no boolean type: yes/no columns hold 1 and 0.
  const bound = field.kind === 'boolean' && dialect === 'sqlite' ? values.map((v) => (v ? 1 : 0)) : values;
  const value = bound[0];
  const like = dialect === 'postgres' ? 'ilike' : 'like';
  switch (operator) {
    case 'equals':
      return eb(column, '=', value);
    case 'notEquals':
      return eb.or([eb(column, '<>', value), eb(column, 'is', null)]);
    case 'in':
      return eb(column, 'in', bound);
    case 'notIn':
      return eb.or([eb(column, 'not in', bound), eb(column, 'is', null)]);
    case 'contains':
      return sql<SqlBool>`${column} ${sql.raw(like)} ${likePattern(String(value))} escape '\\'`;
    case 'doesNotContain':
      return sql<SqlBool>`(${column} is null or not (${column} ${sql.raw(like)} ${likePattern(String(value))} escape '\\'))`;
    case 'greaterThan':
      return eb(column, '>', value);
    case 'lessThan':
      return eb(column, '<', value);
    case 'greaterThanOrEqual':
      return eb(column, '>=', value);
    case 'lessThanOrEqual':
      return eb(column, '<=', value);
    case 'specified':
      return values[0] ? eb(column, 'is not', null) : eb(column, 'is', null);
  }
}
