import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { certificateTime, type Issuer } from './certificates.js';
import type { RevocationReason } from '../../../src/shared/signing/certificates.js';

/** RFC 5280 §5.3.1's CRLReason codes of the reasons the console offers. */
const CRL_REASONS: Record<RevocationReason, number> = { unspecified: 0, keyCompromise: 1, affiliationChanged: 3, superseded: 4, cessationOfOperation: 5 };

export interface RevokedEntry {
  /** The certificate's serial number, as hex. */
  serial: string;
  revokedAt: Date;
  reason: RevocationReason;
}

const OID = { cRLNumber: '2.5.29.20', reasonCode: '2.5.29.21', authorityKeyIdentifier: '2.5.29.35' } as const;

/**
 * A certificate revocation list (X.509 v2, RFC 5280 §5) signed by the authority: every certificate it
 * revoked, with when and why, valid from `thisUpdate` until `nextUpdate`, numbered so that readers
 * keep the newest. Its authority key identifier is the one the authority's certificates carry.
 */
export async function issueCrl(authority: Issuer, input: { number: number; thisUpdate: Date; nextUpdate: Date; revoked: RevokedEntry[] }): Promise<Uint8Array> {
  const crl = new pkijs.CertificateRevocationList();
  crl.version = 1;
  crl.issuer = authority.certificate.subject;
  crl.thisUpdate = certificateTime(input.thisUpdate);
  crl.nextUpdate = certificateTime(input.nextUpdate);
  if (input.revoked.length)
    crl.revokedCertificates = input.revoked.map(
      (entry) =>
        new pkijs.RevokedCertificate({
          userCertificate: new asn1js.Integer({ valueHex: Buffer.from(entry.serial, 'hex') }),
          revocationDate: certificateTime(entry.revokedAt),
          crlEntryExtensions: new pkijs.Extensions({
            extensions: [new pkijs.Extension({ extnID: OID.reasonCode, critical: false, extnValue: new asn1js.Enumerated({ value: CRL_REASONS[entry.reason] }).toBER(false) })],
          }),
        }),
    );
  const keyId = authority.certificate.extensions?.find((e) => e.extnID === '2.5.29.14');
  const authorityKey = keyId
    ? [new pkijs.Extension({ extnID: OID.authorityKeyIdentifier, critical: false, extnValue: new pkijs.AuthorityKeyIdentifier({ keyIdentifier: asn1js.fromBER(keyId.extnValue.valueBlock.valueHexView).result as asn1js.OctetString }).toSchema().toBER(false) })]
    : [];
  crl.crlExtensions = new pkijs.Extensions({
    extensions: [new pkijs.Extension({ extnID: OID.cRLNumber, critical: false, extnValue: new asn1js.Integer({ value: input.number }).toBER(false) }), ...authorityKey],
  });
  await crl.sign(authority.privateKey, 'SHA-256');
  return new Uint8Array(crl.toSchema(true).toBER(false));
}
