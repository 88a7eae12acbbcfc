import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../server/database.js';
import { migrate } from '../../server/migrations/migrate.js';
import { signingAuthority, type SigningAuthority } from '../../server/signing/keys/authority.js';
import { CRL_REISSUE_BEFORE_MS, CRL_VALIDITY_MS, CrlPublisher } from '../../server/signing/revocation/crl-publisher.js';
import { RevocationStore } from '../../server/signing/revocation/store.js';

/** The authority's revocation lists: issued when needed, renewed before they end, numbered across servers. */
let database: Database;
let authority: SigningAuthority;
let store: RevocationStore;
const publisher = () => new CrlPublisher(store, async () => authority);
const serials = (der: Uint8Array) => (pkijs.CertificateRevocationList.fromBER(new Uint8Array(der)).revokedCertificates ?? []).map((r) => Buffer.from(r.userCertificate.valueBlock.valueHexView).toString('hex'));

beforeAll(async () => {
  database = await connect('sqlite::memory:');
  await migrate(database, []);
  authority = await signingAuthority(database.db, { timestamps: false, crlUrl: 'http://portal.test/api/adiuto-gateway/sign/ca.crl' });
  store = new RevocationStore(database.db);
});
afterAll(() => database.close());

describe('the revocation list', () => {
  it('is issued on first use, kept while it has time left, and issued again before it ends', async () => {
    const now = Date.UTC(2026, 10, 29);
    const first = await publisher().current(now);
    expect(first).toMatchObject({ number: 1, thisUpdate: now, nextUpdate: now + CRL_VALIDITY_MS });
    expect((await publisher().current(now + CRL_VALIDITY_MS - CRL_REISSUE_BEFORE_MS - 1)).number).toBe(1);
    const renewed = await publisher().current(now + CRL_VALIDITY_MS - CRL_REISSUE_BEFORE_MS);
    expect(renewed.number).toBe(2);
    expect(pkijs.CertificateRevocationList.fromBER(new Uint8Array(renewed.der)).nextUpdate?.value.getTime()).toBe(renewed.nextUpdate - (renewed.nextUpdate % 1000));
  });

  it('lists every revocation; two servers issuing at once keep two numbers, the newest with all of them', async () => {
    await database.db.transaction().execute((trx) =>
      store.record(trx, { serial: '0a1b2c', login: 'ada', certificatePem: '-', reason: 'keyCompromise', note: null, revokedAt: Date.now(), revokedBy: 'admin' }),
    );
    const [a, b] = await Promise.all([publisher().issue(), publisher().issue()]);
    expect(new Set([a.number, b.number]).size).toBe(2);
    const latest = (await store.latestCrl())!;
    expect(latest.number).toBe(Math.max(a.number, b.number));
    expect(serials(latest.der)).toEqual(['0a1b2c']);
    expect(await store.isRevoked('0a1b2c')).toBe(true);
  });
});
