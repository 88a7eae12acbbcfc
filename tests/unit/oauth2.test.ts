import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from '../../server/database.js';
import { migrate } from '../../server/migrations/migrate.js';
import { loginCandidate } from '../../server/oauth2/accounts.js';
import { SignInProofs } from '../../server/oauth2/proofs.js';
import { seal, unseal } from '../../server/oauth2/secrets.js';
import { alterOneCharacter } from '../support/alter.js';

/** The pieces of external sign-in that do not need a provider: proofs, sealed state, logins. */

/** A database in memory with the core tables, made by the migrations the server runs. */
async function proofDatabase() {
  const database = await connect('sqlite::memory:');
  await migrate(database, []);
  return database.db;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in proofs', () => {
  it('are redeemed once, for the login they were issued for', async () => {
    const db = await proofDatabase();
    const proofs = new SignInProofs(db, 60_000);
    const code = await proofs.issue('alice');
    expect(code).toMatch(/^[\w-]{43}$/);
    // Only a hash is stored.
    const rows = await db.selectFrom('oauth2_sign_in_proof').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toContain(code);
    expect(await proofs.redeem(code)).toBe('alice');
    expect(await proofs.redeem(code)).toBeUndefined();
    expect(await proofs.redeem(undefined)).toBeUndefined();
    expect(await proofs.redeem('forged')).toBeUndefined();
    await db.destroy();
  });

  it('expire, and expired ones are dropped as new ones are issued', async () => {
    const db = await proofDatabase();
    const proofs = new SignInProofs(db, 1_000);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const late = await proofs.issue('alice');
    vi.setSystemTime(start + 1_001);
    expect(await proofs.redeem(late)).toBeUndefined();
    const stale = await proofs.issue('bob');
    vi.setSystemTime(start + 2_500);
    await proofs.issue('carol');
    const left = await db.selectFrom('oauth2_sign_in_proof').select('login').execute();
    expect(left.map((r) => r.login)).toEqual(['carol']);
    expect(await proofs.redeem(stale)).toBeUndefined();
    await db.destroy();
  });
});

describe('sealed sign-in state', () => {
  const key = randomBytes(32);

  it('opens with its key only, unchanged, until it expires', async () => {
    const sealed = await seal(key, { rid: 'idp', state: 's', nonce: 'n', cv: 'verifier' }, 60);
    expect(sealed).not.toContain('verifier');
    expect(await unseal(key, sealed)).toMatchObject({ rid: 'idp', state: 's', nonce: 'n', cv: 'verifier' });
    expect(await unseal(randomBytes(32), sealed)).toBeUndefined();
    const parts = sealed.split('.');
    parts[3] = alterOneCharacter(parts[3]);
    expect(await unseal(key, parts.join('.'))).toBeUndefined();
    expect(await unseal(key, undefined)).toBeUndefined();
    expect(await unseal(key, 'not a token')).toBeUndefined();
  });

  it('is refused once expired', async () => {
    const sealed = await seal(key, { rid: 'idp' }, 1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_000);
    expect(await unseal(key, sealed)).toBeUndefined();
  });
});

describe('logins made from claims', () => {
  it('come from preferred_username, else email, else provider and subject, in the characters logins allow', () => {
    expect(loginCandidate({ sub: '1', preferred_username: 'Alice Liddell', email: 'a@example.org' }, 'idp')).toBe('aliceliddell');
    expect(loginCandidate({ sub: '1', email: 'Alice@Example.org' }, 'idp')).toBe('alice@example.org');
    expect(loginCandidate({ sub: 'AbC|123' }, 'idp')).toBe('idp-abc123');
    expect(loginCandidate({ sub: '1', preferred_username: '***' }, 'idp')).toBe('idp-1');
    expect(loginCandidate({ sub: '1', preferred_username: 'x'.repeat(80) }, 'idp')).toHaveLength(50);
  });
});
