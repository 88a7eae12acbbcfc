import { describe, expect, test } from 'vitest';
import { isConnectionLost } from '../../server/http/errors.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLost (answered 503 rather than 500)', () => {
  test('PostgreSQL shutting down or starting, and its connection exceptions', () => {
    expect(isConnectionLost(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isConnectionLost(withCode('terminating connection due to crash of another server process', '57P02'))).toBe(true);
    expect(isConnectionLost(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isConnectionLost(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionLost(withCode('protocol violation', '08P01'))).toBe(true);
  });

  test('sockets refused or reset, and node-postgres on a closed connection', () => {
    expect(isConnectionLost(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionLost(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLost(new Error('query failed', { cause: withCode('x', '57P01') }))).toBe(true);
  });

  test('other failures stay faults', () => {
    expect(isConnectionLost(withCode('value "2147483648" is out of range for type integer', '22003'))).toBe(false);
    expect(isConnectionLost(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionLost(withCode('insufficient privilege', '42501'))).toBe(false);
    expect(isConnectionLost(new TypeError('x is undefined'))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });
});
