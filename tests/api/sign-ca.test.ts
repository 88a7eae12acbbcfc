import * as pkijs from 'pkijs';
import { describe, expect, it } from 'vitest';
import { fromPem } from '../../server/signing/keys/certificates.js';
import { withDatabase } from '../support/sql.js';
import { useServer } from './client.js';

/** `GET api/adiuto-gateway/sign/ca.pem`: the installation's signing authority, made at the first start, published to anyone. */
describe('the signing authority’s certificate', () => {
  const h = useServer({ env: { SIGNING_MASTER_KEY: 'a-master-key-of-the-tests-that-is-long-enough' } });

  it('is published to anyone as PEM: the certificate authority kept in the database', async () => {
    const res = await h.anonymous.get('api/adiuto-gateway/sign/ca.pem');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/x-pem-file/);
    expect(res.text).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n$/);
    const certificate = pkijs.Certificate.fromBER(new Uint8Array(fromPem(res.text)));
    const basic = certificate.extensions!.find((e) => e.extnID === '2.5.29.19')!.parsedValue as pkijs.BasicConstraints;
    expect(basic.cA).toBe(true);
    expect(certificate.subject.typesAndValues.map((t) => String(t.value.valueBlock.value)).join(', ')).toMatch(/^Portico, Portico signing authority [0-9a-f]{8}$/);
    expect((await h.user.get('api/adiuto-gateway/sign/ca.pem')).text).toBe(res.text);

    // The one kept: a single row, its private key sealed (never the PEM of a key).
    const rows = await withDatabase(h.server, (db) => db.selectFrom('sign_authority').select(['name', 'certificate_pem', 'sealed_key']).orderBy('name').execute());
    expect(rows.find((r) => r.name === 'ca')?.certificate_pem).toBe(res.text);
    expect(rows.map((r) => r.name)).toEqual(['ca', 'tsa']);
    for (const row of rows) expect(row.sealed_key).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});
