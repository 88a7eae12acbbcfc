import { randomBytes } from 'node:crypto';
import type { TimestampAuthority } from '@libpdf/core';
import type { SignAuthorityTable } from '../tables.js';
import type { Db } from '../../database.js';
import type { PdfSigner } from '../../pdf/sign-pdf.js';
import {
  certificateDer,
  commonNameOf,
  exportPrivateKey,
  fromPem,
  generateKeyPair,
  importPrivateKey,
  issueCertificate,
  parseCertificate,
  toPem,
  type Issuer,
  type Subject,
} from './certificates.js';
import { issueCrl } from './crl.js';
import { MasterKeyMismatch } from './errors.js';
import { masterKey } from './master-key.js';
import { seal, unseal } from './sealed.js';
import { timestampAuthority } from './timestamps.js';

/** The configuration of certificates and timestamps (docs/configuration.md). */
export interface SigningKeysConfig {
  /** SIGNING_MASTER_KEY; generated and kept in the database when absent. */
  masterKey?: string;
  /** SIGN_TSA_URL: an RFC 3161 timestamp authority; the local one when absent. */
  tsaUrl?: string;
  /** SIGN_TIMESTAMPS: whether signatures carry a timestamp at all (PAdES B-T, else B-B). */
  timestamps: boolean;
  /** The address of the authority's revocation list, written into the signer certificates it issues. */
  crlUrl?: string;
}


/** Years a certificate is valid: readers check a signer's certificate long after the signature. */
export const VALIDITY_YEARS = { ca: 30, tsa: 30, signer: 10 } as const;

export interface SigningAuthority {
  certificatePem: string;
  certificateDer: Uint8Array;
  /** A signer certificate (DER) for the public key, issued by this authority. */
  issue(subject: Subject, publicKey: CryptoKey): Promise<Uint8Array>;
  /** Where signatures get their timestamp; undefined when SIGN_TIMESTAMPS is false. */
  timestampAuthority?: TimestampAuthority;
  /** The signer for a certificate this authority issued and its unlocked private key, its chain and timestamps filled in. */
  pdfSigner(certificatePem: string, privateKey: CryptoKey): PdfSigner;
  /** A revocation list of this authority's, signed with its key (crl.ts). */
  signCrl(input: Parameters<typeof issueCrl>[1]): Promise<Uint8Array>;
}

/** One authority per database and process, made once: the first call makes or reads it. */
const authorities = new WeakMap<Db, Promise<SigningAuthority>>();

/**
 * The installation's certificate authority: created on first use and kept in the database, its
 * private key sealed with the master key. Servers starting together on one database end up with
 * the same one: each inserts its own only if none is there, then reads back the one kept.
 * Throws MasterKeyMismatch when the configured master key does not open the kept authority.
 */
export function signingAuthority(db: Db, config: SigningKeysConfig): Promise<SigningAuthority> {
  let authority = authorities.get(db);
  if (!authority) {
    authority = loadAuthority(db, config);
    authorities.set(db, authority);
    // A failure (the database out of reach…) is tried again on the next call.
    authority.catch(() => authorities.delete(db));
  }
  return authority;
}

async function loadAuthority(db: Db, config: SigningKeysConfig): Promise<SigningAuthority> {
  const key = await masterKey(db, config.masterKey);
  const ca = await keptAuthority(db, key, 'ca', async () => {
    const keys = await generateKeyPair();
    // A name of its own: readers that trust several installations' authorities must tell them apart.
    const subject = { commonName: `Portico signing authority ${randomBytes(4).toString('hex')}`, organization: 'Portico' };
    return { keys, certificate: await issueCertificate({ role: 'ca', subject, publicKey: keys.publicKey, selfKey: keys.privateKey, years: VALIDITY_YEARS.ca }) };
  });
  const chainDer = [certificateDer(ca.certificate)];

  let timestamps: TimestampAuthority | undefined;
  if (config.timestamps && config.tsaUrl) timestamps = timestampAuthority({ url: config.tsaUrl });
  else if (config.timestamps) {
    const tsa = await keptAuthority(db, key, 'tsa', async () => {
      const keys = await generateKeyPair();
      const subject = { commonName: `${commonNameOf(ca.certificate)} timestamps`, organization: 'Portico' };
      return { keys, certificate: await issueCertificate({ role: 'tsa', subject, publicKey: keys.publicKey, issuer: ca, years: VALIDITY_YEARS.tsa }) };
    });
    timestamps = timestampAuthority({ local: { ...tsa, chainDer } });
  }

  const certificatePem = toPem(chainDer[0]);
  return {
    certificatePem,
    certificateDer: chainDer[0],
    issue: async (subject, publicKey) =>
      certificateDer(await issueCertificate({ role: 'signer', subject, publicKey, issuer: ca, years: VALIDITY_YEARS.signer, crlUrl: config.crlUrl })),
    timestampAuthority: timestamps,
    pdfSigner(signerPem, privateKey) {
      const der = fromPem(signerPem);
      return { name: commonNameOf(parseCertificate(der)), certificateDer: der, chainDer, privateKey, timestampAuthority: timestamps };
    },
    signCrl: (input) => issueCrl(ca, input),
  };
}

/** The authority kept under `name`, made by `make` and kept first when there is none. */
async function keptAuthority(
  db: Db,
  key: Buffer,
  name: SignAuthorityTable['name'],
  make: () => Promise<{ keys: CryptoKeyPair; certificate: Issuer['certificate'] }>,
): Promise<Issuer> {
  const read = () => db.selectFrom('sign_authority').select(['certificate_pem', 'sealed_key']).where('name', '=', name).executeTakeFirst();
  let row = await read();
  if (!row) {
    const made = await make();
    await db
      .insertInto('sign_authority')
      .values({
        name,
        certificate_pem: toPem(certificateDer(made.certificate)),
        sealed_key: seal(key, await exportPrivateKey(made.keys.privateKey), `sign_authority:${name}`),
        created_at: Date.now(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
    if (!row) throw new Error(`The ${name} signing authority was not kept`);
  }
  const pkcs8 = unseal(key, row.sealed_key, `sign_authority:${name}`);
  if (!pkcs8) throw new MasterKeyMismatch();
  return { certificate: parseCertificate(fromPem(row.certificate_pem)), privateKey: await importPrivateKey(pkcs8) };
}
