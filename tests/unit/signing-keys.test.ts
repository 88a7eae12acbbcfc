import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as asn1js from 'asn1js';
import pg from 'pg';
import * as pkijs from 'pkijs';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.js';
import { connect, type Database } from '../../server/database.js';
import { migrate } from '../../server/migrations/migrate.js';
import { signingAuthority } from '../../server/signing/keys/authority.js';
import { fromPem, parseCertificate, randomSerial, toPem } from '../../server/signing/keys/certificates.js';
import { MasterKeyMismatch, TimestampUnavailable, WrongSignaturePassword } from '../../server/signing/keys/errors.js';
import { ephemeralSigner, issueSignerKey, unlockSignerKey } from '../../server/signing/keys/signer-keys.js';
import { signPdf, signatureKeyOf } from '../../server/pdf/sign-pdf.js';
import { verifyWithPdfsig } from '../support/pdfsig.js';
import { samplePdf, testAuthority } from './signing-fixtures.js';
import { alterOneCharacter } from '../support/alter.js';

const run = promisify(execFile);

/** SQLite (a file, so that two connections share it), and PostgreSQL too when PORTICO_TEST_DATABASE_URL names a server. */
const ADMIN_URL = process.env.PORTICO_TEST_DATABASE_URL;
const dialects = ADMIN_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
};

/** A fresh database and a way to open more connections to it ("servers"), dropped after the tests. */
async function freshDatabase(dialect: 'sqlite' | 'postgres'): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialect === 'postgres') {
    const name = `portico_test_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${name}`;
    return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-keys-'));
  return { url: `sqlite:${path.join(dir, 'portico.db')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const extension = (certificate: pkijs.Certificate, oid: string) => certificate.extensions?.find((e) => e.extnID === oid);

describe.each(dialects)('the signing authority (%s)', (dialect) => {
  const opened: Database[] = [];
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
    for (const drop of drops) await drop();
  });
  const server = async (url: string) => {
    const database = await connect(url);
    opened.push(database);
    return database;
  };

  it('is made once: servers starting together on one database end up with one authority, and later starts reuse it', async () => {
    const { url, drop } = await freshDatabase(dialect);
    drops.push(drop);
    const first = await server(url);
    await migrate(first, []);
    const others = await Promise.all([server(url), server(url), server(url)]);
    const config = { masterKey: 'the master key of these tests, long enough', timestamps: true };
    const authorities = await Promise.all([first, ...others].map((database) => signingAuthority(database.db, config)));
    expect(new Set(authorities.map((a) => a.certificatePem)).size).toBe(1);
    const rows = await first.db.selectFrom('sign_authority').select(['name', 'certificate_pem']).execute();
    expect(rows.map((r) => r.name).sort()).toEqual(['ca', 'tsa']);
    expect(rows.find((r) => r.name === 'ca')!.certificate_pem).toBe(authorities[0].certificatePem);

    // A later start (a new connection) reads it back rather than making another.
    const later = await server(url);
    expect((await signingAuthority(later.db, config)).certificatePem).toBe(authorities[0].certificatePem);
    // With another master key it refuses to start rather than make a second authority.
    const wrongKey = await server(url);
    await expect(signingAuthority(wrongKey.db, { ...config, masterKey: 'another master key, long enough for it' })).rejects.toBeInstanceOf(MasterKeyMismatch);
  });

  it('generates its master key once when none is configured, and keeps it for every server', async () => {
    const { url, drop } = await freshDatabase(dialect);
    drops.push(drop);
    const first = await server(url);
    await migrate(first, []);
    const [a, b] = await Promise.all([signingAuthority(first.db, { timestamps: false }), signingAuthority((await server(url)).db, { timestamps: false })]);
    expect(a.certificatePem).toBe(b.certificatePem);
    const settings = await first.db.selectFrom('app_setting').select('value').where('key', '=', 'signing.master-key').execute();
    expect(settings).toHaveLength(1);
    expect(Buffer.from(settings[0].value, 'base64')).toHaveLength(32);
  });
});

describe('certificates and signer keys', () => {
  it('draws serial numbers of 16 bytes in DER, positive and never padded (OpenSSL refuses a padded one)', () => {
    for (let i = 0; i < 5_000; i++) {
      const der = new Uint8Array(randomSerial().toBER());
      // INTEGER, 16 bytes; the first neither a 0 padding nor a sign bit
      expect([der[0], der[1]]).toEqual([0x02, 16]);
      expect(der[2]).toBeGreaterThan(0);
      expect(der[2]).toBeLessThan(0x80);
    }
  });
  const ready = testAuthority({ masterKey: 'the master key of these tests, long enough' });
  afterAll(async () => (await ready).database.close());

  it('makes a CA certificate and signer certificates fit for PDF signatures', async () => {
    const { authority } = await ready;
    const ca = parseCertificate(authority.certificateDer);
    expect((extension(ca, '2.5.29.19')!.parsedValue as pkijs.BasicConstraints).cA).toBe(true);
    expect(extension(ca, '2.5.29.19')!.critical).toBe(true);

    const issued = await issueSignerKey(authority, { login: 'jdoe', name: 'Jane Doe', email: 'jane@example.com' }, 'Signature-Pass-1');
    const signer = parseCertificate(fromPem(issued.certificatePem));
    expect(await signer.verify(ca)).toBe(true);
    expect(signer.issuer.isEqual(ca.subject)).toBe(true);
    expect(signer.subject.typesAndValues.map((t) => [t.type, String(t.value.valueBlock.value)])).toEqual([
      ['0.9.2342.19200300.100.1.1', 'jdoe'],
      ['2.5.4.3', 'Jane Doe'],
    ]);
    expect((extension(signer, '2.5.29.19')!.parsedValue as pkijs.BasicConstraints).cA).toBe(false);
    // digitalSignature and nonRepudiation: the two high bits of the first byte.
    const usage = extension(signer, '2.5.29.15')!;
    expect(usage.critical).toBe(true);
    expect(new Uint8Array((usage.parsedValue as asn1js.BitString).valueBlock.valueHexView)[0]).toBe(0xc0);
    expect((extension(signer, '2.5.29.37')!.parsedValue as pkijs.ExtKeyUsage).keyPurposes).toEqual(['1.3.6.1.5.5.7.3.4']);
    expect((extension(signer, '2.5.29.17')!.parsedValue as pkijs.AltName).altNames[0].value).toBe('jane@example.com');
    expect(signer.notAfter.value.getTime() - Date.now()).toBeGreaterThan(9 * 365 * 86_400_000);
    expect(signer.signatureAlgorithm.algorithmId).toBe('1.2.840.10045.4.3.2'); // ecdsa-with-SHA256

    // The private key is kept sealed: neither PEM nor the key's bytes in the clear.
    expect(issued.encryptedPrivateKey).toMatch(/^v1-argon2id\.19456\.2\.1\./);
    expect(issued.encryptedPrivateKey).not.toContain('PRIVATE KEY');
  });

  it('opens a signer key with its signature password only, and signs with it', async () => {
    const { authority } = await ready;
    const issued = await issueSignerKey(authority, { login: 'jdoe', name: 'Jane Doe' }, 'Signature-Pass-1');
    await expect(unlockSignerKey(issued.encryptedPrivateKey, 'signature-pass-1')).rejects.toBeInstanceOf(WrongSignaturePassword);
    await expect(unlockSignerKey(issued.encryptedPrivateKey, '')).rejects.toBeInstanceOf(WrongSignaturePassword);
    await expect(unlockSignerKey('not a sealed key', 'Signature-Pass-1')).rejects.toBeInstanceOf(WrongSignaturePassword);
    // A sealed key altered by one character does not open either.
    const tampered = alterOneCharacter(issued.encryptedPrivateKey);
    await expect(unlockSignerKey(tampered, 'Signature-Pass-1')).rejects.toBeInstanceOf(WrongSignaturePassword);

    const key = await unlockSignerKey(issued.encryptedPrivateKey, 'Signature-Pass-1');
    expect(key.extractable).toBe(false);
    const signed = await signPdf({ pdf: await samplePdf(1), key: signatureKeyOf(authority.pdfSigner(issued.certificatePem, key)), appearances: [], signedAt: new Date() });
    const { signatures } = await verifyWithPdfsig(signed, authority.certificatePem);
    expect(signatures).toMatchObject([{ signer: 'Jane Doe', valid: true, trusted: true }]);
  });

  it('gives an external signer a certificate of their own for one signature', async () => {
    const { authority } = await ready;
    const a = await ephemeralSigner(authority, { name: 'Ext Signer', email: 'ext@example.com' });
    const b = await ephemeralSigner(authority, { name: 'Ext Signer', email: 'ext@example.com' });
    expect(a.name).toBe('Ext Signer');
    expect(Buffer.from(a.certificateDer).equals(Buffer.from(b.certificateDer))).toBe(false);
    expect(a.chainDer.map((c) => toPem(c))).toEqual([authority.certificatePem]);
  });

  it('refuses a master key too short to be one', async () => {
    const database = await connect('sqlite::memory:');
    try {
      await migrate(database, []);
      await expect(signingAuthority(database.db, { masterKey: 'short', timestamps: false })).rejects.toThrow(/at least 32 characters/);
    } finally {
      await database.close();
    }
  });

  it('reads its configuration from the environment', () => {
    expect(readConfig({}).signingKeys).toEqual({ masterKey: undefined, tsaUrl: undefined, timestamps: true, crlUrl: 'http://localhost:8080/api/adiuto-gateway/sign/ca.crl' });
    expect(
      readConfig({ SIGNING_MASTER_KEY: 'k'.repeat(40), SIGN_TSA_URL: 'https://tsa.example.com/tsr', SIGN_TIMESTAMPS: 'false', PORTICO_BASE_URL: 'https://portal.example.com/' }).signingKeys,
    ).toEqual({
      masterKey: 'k'.repeat(40),
      tsaUrl: 'https://tsa.example.com/tsr',
      timestamps: false,
      // The revocation list's address in signer certificates: the portal's public one.
      crlUrl: 'https://portal.example.com/api/adiuto-gateway/sign/ca.crl',
    });
    expect(() => readConfig({ SIGN_TSA_URL: 'tsa.example.com' })).toThrow(/SIGN_TSA_URL/);
    expect(() => readConfig({ SIGN_TIMESTAMPS: 'yes' })).toThrow(/SIGN_TIMESTAMPS/);
  });
});

describe('timestamps (PAdES B-T)', () => {
  const ready = testAuthority({ timestamps: true });
  afterAll(async () => (await ready).database.close());

  it('the local authority gives RFC 3161 tokens over the digest, signed by a certificate of the CA for timestamping', async () => {
    const { authority } = await ready;
    const digest = createHash('sha256').update('what was signed').digest();
    const before = Date.now();
    const token = await authority.timestampAuthority!.timestamp(new Uint8Array(digest), 'SHA-256');
    const content = pkijs.ContentInfo.fromBER(new Uint8Array(token));
    const signed = new pkijs.SignedData({ schema: content.content });
    const info = pkijs.TSTInfo.fromBER(new Uint8Array((signed.encapContentInfo.eContent as asn1js.OctetString).getValue()));
    expect(Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView).equals(digest)).toBe(true);
    expect(info.genTime.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(info.genTime.getTime()).toBeLessThanOrEqual(Date.now());
    const tsa = signed.certificates![0] as pkijs.Certificate;
    expect((extension(tsa, '2.5.29.37')!.parsedValue as pkijs.ExtKeyUsage).keyPurposes).toEqual(['1.3.6.1.5.5.7.3.8']);
    expect(extension(tsa, '2.5.29.37')!.critical).toBe(true);
    // With an engine of its own: the PDF library installs one in pkijs whose digest takes no algorithm given by name.
    const engine = new pkijs.CryptoEngine({ name: 'test', crypto: globalThis.crypto });
    const data = new Uint8Array(Buffer.from('what was signed')).buffer;
    const verified = await signed.verify({ signer: 0, trustedCerts: [parseCertificate(authority.certificateDer)], checkChain: true, data }, engine);
    expect(verified).toBe(true);

    // And OpenSSL, independently, when the machine has it.
    const openssl = await run('openssl', ['version']).then(() => true, () => false);
    if (openssl) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-tsa-'));
      fs.writeFileSync(path.join(dir, 'token.der'), token);
      fs.writeFileSync(path.join(dir, 'ca.pem'), authority.certificatePem);
      const { stdout } = await run('openssl', ['ts', '-verify', '-token_in', '-in', path.join(dir, 'token.der'), '-digest', digest.toString('hex'), '-CAfile', path.join(dir, 'ca.pem')]);
      expect(stdout).toContain('Verification: OK');
      const wrong = createHash('sha256').update('something else').digest('hex');
      await expect(run('openssl', ['ts', '-verify', '-token_in', '-in', path.join(dir, 'token.der'), '-digest', wrong, '-CAfile', path.join(dir, 'ca.pem')])).rejects.toThrow();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('puts the timestamp in the signature, which pdfsig still finds valid', async () => {
    const { authority } = await ready;
    const signer = await ephemeralSigner(authority, { name: 'Timed Signer', email: 'timed@example.com' });
    expect(signer.timestampAuthority).toBe(authority.timestampAuthority);
    const signed = await signPdf({ pdf: await samplePdf(1), key: signatureKeyOf(signer), appearances: [], signedAt: new Date() });
    const { signatures } = await verifyWithPdfsig(signed, authority.certificatePem);
    expect(signatures).toMatchObject([{ signer: 'Timed Signer', valid: true, trusted: true }]);
    // The unsigned attribute id-aa-timeStampToken (1.2.840.113549.1.9.16.2.14) is in the CMS.
    const contents = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(Buffer.from(signed).toString('latin1'))![1];
    const cms = pkijs.ContentInfo.fromBER(Buffer.from(contents, 'hex').subarray(0, cmsLength(Buffer.from(contents, 'hex'))));
    const unsigned = new pkijs.SignedData({ schema: cms.content }).signerInfos[0].unsignedAttrs?.attributes ?? [];
    expect(unsigned.map((a) => a.type)).toEqual(['1.2.840.113549.1.9.16.2.14']);
  });

  it('a timestamp authority that does not answer stops the signature with TimestampUnavailable', async () => {
    const database = await connect('sqlite::memory:');
    try {
      await migrate(database, []);
      // A port nobody listens on, on this machine.
      const authority = await signingAuthority(database.db, { timestamps: true, tsaUrl: 'http://127.0.0.1:9/tsr' });
      const signer = await ephemeralSigner(authority, { name: 'Someone' });
      await expect(signPdf({ pdf: await samplePdf(1), key: signatureKeyOf(signer), appearances: [], signedAt: new Date() })).rejects.toBeInstanceOf(TimestampUnavailable);
      expect(await database.db.selectFrom('sign_authority').select('name').execute()).toEqual([{ name: 'ca' }]);
    } finally {
      await database.close();
    }
  });
});

/** The length of the DER value at the start of the padded /Contents (its header says). */
function cmsLength(der: Buffer): number {
  const first = der[1];
  if (first < 0x80) return 2 + first;
  const bytes = first & 0x7f;
  let length = 0;
  for (let i = 0; i < bytes; i++) length = length * 256 + der[2 + i];
  return 2 + bytes + length;
}
