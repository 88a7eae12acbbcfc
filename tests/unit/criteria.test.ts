import { describe, expect, it } from 'vitest';
import { OPERATORS, parseCriteria } from '../../server/entities/criteria.js';
import { AppError } from '../../server/errors/app-error.js';
import { problemOf } from '../../server/http/problem.js';
import { thing } from './fixtures.js';

type Query = Record<string, string | string[] | undefined>;

/** The criteria of a query, as [field, operator, values] triples. */
const parse = (query: Query) => parseCriteria(thing, query).map((c) => [c.field.name, c.operator, c.values]);

/** The 400 problem a query is refused with. */
function refusal(query: Query): AppError {
  try {
    parseCriteria(thing, query);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
}

const bad: [string, Query, RegExp][] = [
  ['a parameter without operator', { name: 'a' }, /Unknown query parameter "name"/],
  ['an operator without field', { '.equals': 'a' }, /Unknown query parameter/],
  ['a bare operator', { equals: 'a' }, /Unknown query parameter/],
  ['an unknown operator', { 'name.like': 'a' }, /Unknown query parameter "name.like"/],
  ['an unknown field', { 'nope.equals': 'a' }, /"nope" is not a filterable field of thing/],
  ['a binary field', { 'file.equals': 'a' }, /"file" is not a filterable field/],
  ['a relation without Id', { 'owner.equals': '1' }, /"owner" is not a filterable field/],
  ['Id on a plain field', { 'nameId.equals': '1' }, /"nameId" is not a filterable field/],
  ['contains on a number', { 'count.contains': '1' }, /applies to text fields only/],
  ['contains on a relation', { 'ownerId.contains': '1' }, /applies to text fields only/],
  ['an order on a boolean', { 'active.greaterThan': 'true' }, /does not apply to the yes\/no field/],
  ['a word for an integer', { 'count.equals': 'abc' }, /count.equals must be a whole number, not "abc"/],
  ['an empty integer', { 'count.equals': '' }, /must be a whole number/],
  ['a fraction for an integer', { 'id.equals': '1.5' }, /must be a whole number/],
  ['an empty item of a list', { 'id.in': '1,,2' }, /must be a whole number/],
  ['a word for a relation id', { 'tagsId.in': 'x' }, /must be a whole number/],
  ['a word for a number', { 'ratio.equals': 'x' }, /ratio.equals must be a number/],
  ['an infinite number', { 'ratio.lessThan': 'Infinity' }, /must be a number/],
  ['yes for a boolean', { 'active.equals': 'yes' }, /must be true or false/],
  ['maybe for specified', { 'name.specified': 'maybe' }, /name.specified must be true or false/],
  ['a value outside the enum', { 'kind.equals': 'HUGE' }, /kind.equals must be one of SMALL, LARGE/],
];

describe('parseCriteria', () => {
  it('ignores paging, sorting, cache busting, eager and absent values', () => {
    expect(parse({ page: '1', size: '20', sort: ['id,asc', 'name,desc'], cacheBuster: '123', eager: 'true' })).toEqual([]);
    expect(parse({ 'name.equals': undefined })).toEqual([]);
  });

  it('accepts every operator', () => {
    const query: Query = {
      'name.equals': 'a',
      'name.notEquals': 'b',
      'count.in': '1,2',
      'count.notIn': '3',
      'name.contains': 'c',
      'name.doesNotContain': 'd',
      'count.greaterThan': '4',
      'count.lessThan': '5',
      'ratio.greaterThanOrEqual': '0.5',
      'ratio.lessThanOrEqual': '-1.5',
      'active.specified': 'false',
    };
    expect(parse(query)).toEqual([
      ['name', 'equals', ['a']],
      ['name', 'notEquals', ['b']],
      ['count', 'in', [1, 2]],
      ['count', 'notIn', [3]],
      ['name', 'contains', ['c']],
      ['name', 'doesNotContain', ['d']],
      ['count', 'greaterThan', [4]],
      ['count', 'lessThan', [5]],
      ['ratio', 'greaterThanOrEqual', [0.5]],
      ['ratio', 'lessThanOrEqual', [-1.5]],
      ['active', 'specified', [false]],
    ]);
    expect(new Set(parse(query).map(([, op]) => op))).toEqual(new Set(OPERATORS));
  });

  it('parses values by field kind', () => {
    expect(parse({ 'id.equals': '7' })).toEqual([['id', 'equals', [7]]]);
    expect(parse({ 'active.equals': 'true' })).toEqual([['active', 'equals', [true]]]);
    expect(parse({ 'kind.in': 'SMALL,LARGE' })).toEqual([['kind', 'in', ['SMALL', 'LARGE']]]);
    expect(parse({ 'kind.contains': 'ALL' })).toEqual([['kind', 'contains', ['ALL']]]);
    expect(parse({ 'name.in': 'a,b' })).toEqual([['name', 'in', ['a', 'b']]]);
    expect(parse({ 'name.equals': 'a,b' })).toEqual([['name', 'equals', ['a,b']]]);
    expect(parse({ 'fileContentType.contains': 'png' })).toEqual([['fileContentType', 'contains', ['png']]]);
    expect(parse({ 'name.specified': 'true' })).toEqual([['name', 'specified', [true]]]);
  });

  it('joins repeated parameters', () => {
    expect(parse({ 'id.in': ['1,2', '3'] })).toEqual([['id', 'in', [1, 2, 3]]]);
  });

  it('filters relations by {relation}Id', () => {
    expect(parse({ 'ownerId.equals': '3' })).toEqual([['owner', 'equals', [3]]]);
    expect(parse({ 'tagsId.in': '1,2' })).toEqual([['tags', 'in', [1, 2]]]);
    expect(parse({ 'ownerId.specified': 'false' })).toEqual([['owner', 'specified', [false]]]);
  });

  it.each(bad)('refuses %s with a 400 problem', (_what, query, detail) => {
    const problem = problemOf(refusal(query));
    expect(problem.status).toBe(400);
    expect(problem.message).toBe('error.http.400');
    expect(problem.detail).toMatch(detail);
  });
});
