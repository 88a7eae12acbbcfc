import { describe, expect, it } from 'vitest';
import { compileCheck, passesCheck, type CheckContext } from '../../src/shared/permission-checks.js';
import { celFromLegacyCheck } from '../../server/pages/runtime/legacy-checks.js';

const NOTHING = { read: [], create: [], update: [], delete: [] };
const site = { name: 'Portico Demo', langs: ['en', 'it'] };
const guest: CheckContext = { user: { login: '', roles: [], authenticated: false, langKey: '' }, site, can: { ...NOTHING, read: ['contracts'] } };
const user: CheckContext = {
  user: { login: 'user', roles: ['ROLE_USER'], authenticated: true, langKey: 'it' },
  site,
  can: { read: ['invoices', 'contracts'], create: ['invoices'], update: ['invoices'], delete: [] },
};
const wadmin: CheckContext = { user: { login: 'wadmin', roles: ['ROLE_WADMIN'], authenticated: true, langKey: 'en' }, site, can: NOTHING };

describe('permission checks in CEL', () => {
  it('lets everyone through an empty check, and applies true and false', () => {
    for (const text of [null, undefined, '', '   ']) expect(passesCheck(text, guest)).toBe(true);
    expect(passesCheck('true', guest)).toBe(true);
    expect(passesCheck('false', user)).toBe(false);
  });

  it('reads the account, the site and the document-store rights', () => {
    expect(passesCheck('"ROLE_USER" in user.roles', user)).toBe(true);
    expect(passesCheck('"ROLE_USER" in user.roles', wadmin)).toBe(false);
    expect(passesCheck('!user.authenticated', guest)).toBe(true);
    expect(passesCheck('!user.authenticated', user)).toBe(false);
    expect(passesCheck('user.langKey == "it" && user.login == "user"', user)).toBe(true);
    expect(passesCheck('"it" in site.langs && site.name.startsWith("Portico")', guest)).toBe(true);
    expect(passesCheck('"invoices" in can.read', user)).toBe(true);
    expect(passesCheck('"invoices" in can.read', guest)).toBe(false);
    expect(passesCheck('can.create.exists(f, f == "invoices") && size(can.delete) == 0', user)).toBe(true);
  });

  it('denies what does not compile, is not a boolean, or fails while evaluated', () => {
    for (const text of ['ROLE_USER', '"ROLE_USER" in', '1', 'user', '[true]', 'user.missing', 'user.roles[5] == "x"', 'undefinedName || true'])
      expect(passesCheck(text, user), text).toBe(false);
    expect(compileCheck('"ROLE_USER" in').ok).toBe(false);
    expect(compileCheck('1')).toMatchObject({ ok: false, problem: expect.stringContaining('true or false') });
    // A key the context lacks compiles (maps are dynamic) but fails when read, which denies.
    expect(compileCheck('user.missing').ok).toBe(true);
  });

  it('answers attacks with a denial, never an exception', () => {
    const attacks = [
      'user.constructor',
      'user["__proto__"]["polluted"] == true',
      'user.__proto__ == null',
      '"".constructor.constructor("return process")() == null',
      'has(user.constructor)',
      '{}.constructor',
      'user.roles.map(r, r).size() > 0 || globalThis == null',
      `${'('.repeat(5000)}true${')'.repeat(5000)}`,
      `${'!'.repeat(10_000)}true`,
      `true${' && true'.repeat(5000)}`,
      '"a" * 100000000',
      'x'.repeat(1_000_000),
    ];
    for (const text of attacks) {
      expect(() => passesCheck(text, user), text.slice(0, 40)).not.toThrow();
      expect(passesCheck(text, user), text.slice(0, 40)).toBe(false);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('checks of the earlier grammar', () => {
  it('are rewritten to CEL that lets the same visitors in', () => {
    const cases: [string, CheckContext[], CheckContext[]][] = [
      ['ROLE_USER', [user], [guest, wadmin]],
      ['ROLE_ADMIN || ROLE_WADMIN', [wadmin], [user, guest]],
      ['authenticated && !ROLE_WADMIN', [user], [wadmin, guest]],
      ['guest', [guest], [user]],
      ['ROLE_USER || guest', [user, guest], [wadmin]],
      ['!!ROLE_USER', [user], [wadmin]],
      ['(ROLE_ADMIN || authenticated) && ROLE_WADMIN', [wadmin], [user]],
    ];
    for (const [legacy, allowed, denied] of cases) {
      const cel = celFromLegacyCheck(legacy);
      expect(compileCheck(cel).ok, cel).toBe(true);
      for (const context of allowed) expect(passesCheck(cel, context), `${cel} for ${context.user.login}`).toBe(true);
      for (const context of denied) expect(passesCheck(cel, context), `${cel} for ${context.user.login}`).toBe(false);
    }
  });

  it('keeps what is CEL already or empty, and turns other JSON into false', () => {
    for (const text of ['', 'true', 'false', '"ROLE_USER" in user.roles', 'user.authenticated']) expect(celFromLegacyCheck(text)).toBe(text);
    expect(celFromLegacyCheck('{"role":"ROLE_USER"}')).toBe('false');
    expect(celFromLegacyCheck('ROLE_USER &&')).toBe('("ROLE_USER" in user.roles) &&');
    expect(passesCheck(celFromLegacyCheck('ROLE_USER &&'), user)).toBe(false);
  });
});
