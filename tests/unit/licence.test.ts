import { describe, expect, it } from 'vitest';
import { checkLicense, publicKeyOf } from '../../server/license/format.js';
import { BUILT_IN_LICENSE_KEYS, DEMO_LICENSE } from '../../server/license/trusted-keys.js';
import { buildEntityModel } from '../../src/shared/entities/model.js';
import { parseCriteria } from '../../server/entities/criteria.js';
import { parseSort } from '../../server/entities/repository.js';
import { licenceIssuer, tampered } from '../support/licence.js';

const issuer = licenceIssuer();
const keys = [publicKeyOf(issuer.publicKey)];

describe('licence keys', () => {
  it('accepts a licence signed by a trusted key until it expires', () => {
    const key = issuer.issue({ licensee: 'Acme', issued: '2026-01-01', expires: '2027-01-01T00:00:00Z', features: ['a'] });
    expect(checkLicense(key, keys, Date.parse('2026-06-01'))).toEqual({
      valid: true,
      payload: { licensee: 'Acme', issued: '2026-01-01', expires: '2027-01-01T00:00:00Z', features: ['a'] },
    });
    expect(checkLicense(key, keys, Date.parse('2027-01-01T00:00:00Z'))).toMatchObject({ valid: false, reason: 'expired' });
    // Line breaks from a mail do not matter.
    expect(checkLicense(`${key.slice(0, 30)}\n ${key.slice(30)}`, keys, Date.parse('2026-06-01')).valid).toBe(true);
  });

  it('refuses altered, foreign and malformed keys', () => {
    const key = issuer.licence('Acme');
    expect(checkLicense(tampered(key, { expires: '2999-01-01T00:00:00Z' }), keys)).toMatchObject({ valid: false, reason: 'signature' });
    expect(checkLicense(licenceIssuer().licence('Acme'), keys)).toMatchObject({ valid: false, reason: 'signature' });
    for (const bad of ['', 'PL1', 'PL1..', 'PL2.a.b', `${key}.x`, 'PL1.!!!.sig'])
      expect(checkLicense(bad, keys)).toMatchObject({ valid: false, reason: 'malformed' });
    for (const payload of [{ issued: '2026-01-01', expires: '2027-01-01' }, { licensee: 'A', issued: 'soon', expires: '2027-01-01' }, { licensee: 'A', issued: '2026-01-01', expires: 5 }, { licensee: 'A', issued: '2026-01-01', expires: '2027-01-01', features: 'all' }])
      expect(checkLicense(issuer.issue(payload), keys)).toMatchObject({ valid: false, reason: 'malformed' });
  });

  it('ships a demonstration licence that the built-in key verifies, valid for a century', () => {
    const check = checkLicense(DEMO_LICENSE, BUILT_IN_LICENSE_KEYS.map(publicKeyOf));
    expect(check).toMatchObject({ valid: true, payload: { licensee: 'Portico demonstration' } });
    expect(checkLicense(DEMO_LICENSE, BUILT_IN_LICENSE_KEYS.map(publicKeyOf), Date.parse('2127-01-01')).valid).toBe(false);
    expect(checkLicense(DEMO_LICENSE, keys).valid).toBe(false);
  });

  it('refuses a public key that is not 32 bytes', () => {
    expect(() => publicKeyOf('abc')).toThrow(/32 bytes/);
  });
});

describe('x-derived fields', () => {
  const model = buildEntityModel({
    $id: 'thing',
    properties: { id: { type: 'integer' }, name: { type: 'string' }, ok: { type: 'boolean', 'x-derived': true } },
  });

  it('have no column, are read-only, and cannot be sorted or filtered', () => {
    const ok = model.fields.find((f) => f.name === 'ok')!;
    expect(ok).toMatchObject({ kind: 'boolean', derived: true, readOnly: true });
    expect(ok.column).toBeUndefined();
    expect(() => parseSort(model, 'ok,asc')).toThrow(/Cannot sort/);
    expect(() => parseCriteria(model, { 'ok.equals': 'true' })).toThrow(/not a filterable field/);
  });

  it('must be optional plain values', () => {
    const build = (ok: Record<string, unknown>, required: string[] = []) =>
      buildEntityModel({ $id: 'thing', properties: { id: { type: 'integer' }, ok: { 'x-derived': true, ...ok } }, required });
    expect(() => build({ type: 'boolean' }, ['ok'])).toThrow(/x-derived/);
    expect(() => build({ 'x-ref': 'thing' })).toThrow(/x-derived/);
    expect(() => build({ type: 'string', writeOnly: true })).toThrow(/x-derived/);
  });
});
