import type * as pkijs from 'pkijs';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Db } from '../../database.js';
import type { Log } from '../../logging/log.js';
import type { RevokeBody, SignerCertificate } from '../../../src/shared/signing/certificates.js';
import type { CredentialStore } from '../credentials/store.js';
import { fromPem, parseCertificate } from '../keys/certificates.js';
import type { CrlPublisher } from './crl-publisher.js';
import type { Revocation, RevocationStore } from './store.js';

/** What the certificate operations work with. */
export interface CertificateDeps {
  db: Db;
  credentials: CredentialStore;
  revocations: RevocationStore;
  crls: CrlPublisher;
  log: Log;
}

const NAMES: Record<string, string> = { '2.5.4.3': 'CN', '2.5.4.10': 'O', '0.9.2342.19200300.100.1.1': 'UID', '2.5.4.6': 'C', '2.5.4.11': 'OU' };

/** A distinguished name as readers print it, most significant last: "O=Portico, CN=Ada Lovelace". */
export function nameOf(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues.map((t) => `${NAMES[t.type] ?? t.type}=${String(t.value.valueBlock.value)}`).join(', ');
}

/** A certificate as the console lists it. */
function view(login: string, pem: string, serial: string, revocation?: Revocation): SignerCertificate {
  const certificate = parseCertificate(fromPem(pem));
  return {
    serial,
    login,
    subject: nameOf(certificate.subject),
    issuer: nameOf(certificate.issuer),
    notBefore: certificate.notBefore.value.toISOString(),
    notAfter: certificate.notAfter.value.toISOString(),
    state: revocation ? 'revoked' : 'in-force',
    ...(revocation ? { revoked: { at: new Date(revocation.revokedAt).toISOString(), by: revocation.revokedBy, reason: revocation.reason, note: revocation.note } } : {}),
  };
}

/** The accounts' signer certificates, in force then revoked; one account's when `login` is given. */
export async function listCertificates(deps: CertificateDeps, login?: string): Promise<SignerCertificate[]> {
  const inForce = await deps.credentials.inForce(login, deps.db);
  const revoked = await deps.revocations.revoked(login, deps.db);
  return [...inForce.map((c) => view(c.login, c.certificatePem, c.serial)), ...revoked.map((r) => view(r.login, r.certificatePem, r.serial, r))];
}

/**
 * Revokes a signer's certificate in force (docs/signing.md, "Revocation"): its credentials are taken
 * away with the key, so that the account signs again only after setting a new signature password
 * (a new key and certificate), and the revocation is recorded, in one transaction; then a new
 * revocation list is issued. 404 for a certificate the portal does not know, 409 for one already revoked.
 */
export async function revokeCertificate(deps: CertificateDeps, serial: string, by: string, body: RevokeBody): Promise<SignerCertificate> {
  const revocation = await deps.db.transaction().execute(async (trx) => {
    const removed = await deps.credentials.removeCertificate(trx, serial);
    if (!removed) {
      if (await deps.revocations.isRevoked(serial, trx)) throw new AppError('conflict', `The certificate ${serial} is already revoked`, { code: 'sign.already-revoked', message: 'error.sign.alreadyrevoked' });
      throw notFound(`There is no certificate ${serial} in force`);
    }
    const kept: Revocation = { serial, login: removed.login, certificatePem: removed.certificatePem, reason: body.reason, note: body.note?.trim() || null, revokedAt: Date.now(), revokedBy: by };
    await deps.revocations.record(trx, kept);
    return kept;
  });
  deps.log.info({ serial, login: revocation.login, by, reason: revocation.reason }, 'a signer certificate was revoked');
  await deps.crls.issue();
  return view(revocation.login, revocation.certificatePem, serial, revocation);
}
