import { describe, expect, it } from 'vitest';
import { parsePermissionChecks, passes, type Visitor } from '../../server/composer/permission-checks.js';

const user: Visitor = { authenticated: true, authorities: ['ROLE_USER'] };
const wadmin: Visitor = { authenticated: true, authorities: ['ROLE_WADMIN'] };
const guest: Visitor = { authenticated: false, authorities: [] };

describe('permission checks', () => {
  it('let everyone through when empty, and follow JSON true and false', () => {
    for (const text of [null, undefined, '', '   ']) expect(passes(text, guest)).toBe(true);
    expect(passes('true', guest)).toBe(true);
    expect(passes('false', user)).toBe(false);
    expect(passes('{"role":"ROLE_USER"}', user)).toBe(false);
  });

  it('evaluate names, !, && and || with the usual precedence', () => {
    expect(passes('ROLE_USER', user)).toBe(true);
    expect(passes('ROLE_USER', wadmin)).toBe(false);
    expect(passes('ROLE_ADMIN || ROLE_WADMIN', wadmin)).toBe(true);
    expect(passes('authenticated && !ROLE_WADMIN', user)).toBe(true);
    expect(passes('authenticated && !ROLE_WADMIN', wadmin)).toBe(false);
    expect(passes('guest', guest)).toBe(true);
    expect(passes('guest', user)).toBe(false);
    // && binds tighter than ||: false || (true && true)
    expect(passes('ROLE_ADMIN || authenticated && ROLE_USER', user)).toBe(true);
    expect(passes('(ROLE_ADMIN || authenticated) && ROLE_WADMIN', user)).toBe(false);
    expect(passes('!!ROLE_USER', user)).toBe(true);
  });

  it('let nobody through when the check does not parse', () => {
    for (const text of ['ROLE_USER &&', '(ROLE_USER', 'ROLE_USER)', 'a = b', '&& b', `${'('.repeat(100)}a${')'.repeat(100)}`]) {
      expect('problem' in parsePermissionChecks(text), text).toBe(true);
      expect(passes(text, user), text).toBe(false);
    }
  });
});
