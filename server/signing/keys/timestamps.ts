import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { HttpTimestampAuthority, type DigestAlgorithm, type TimestampAuthority } from '@libpdf/core';
import { certificateDer, randomSerial, type Issuer } from './certificates.js';
import { TimestampUnavailable } from './errors.js';

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  /** The policy of the local timestamps: an OID from a UUID (X.667), which needs no registration. */
  localPolicy: '2.25.98288283159801756318066416757497975030',
} as const;
const DIGEST_OID: Record<DigestAlgorithm, string> = {
  'SHA-256': '2.16.840.1.101.3.4.2.1',
  'SHA-384': '2.16.840.1.101.3.4.2.2',
  'SHA-512': '2.16.840.1.101.3.4.2.3',
};
/** How long a timestamp authority may take to answer. */
const TSA_TIMEOUT_MS = 10_000;

/**
 * Where signatures get their RFC 3161 timestamp (PAdES B-T): an authority on the network
 * (SIGN_TSA_URL), or the installation's own, which signs with a key issued by its certificate authority.
 */
export function timestampAuthority(source: { url: string } | { local: Issuer & { chainDer: Uint8Array[] } }): TimestampAuthority {
  if ('url' in source) {
    const remote = new HttpTimestampAuthority(source.url, { timeout: TSA_TIMEOUT_MS });
    return {
      async timestamp(digest, algorithm) {
        try {
          return await remote.timestamp(digest, algorithm);
        } catch (error) {
          throw new TimestampUnavailable(error);
        }
      },
    };
  }
  return new LocalTimestampAuthority(source.local);
}

/**
 * A timestamp authority inside the server: the time is this server's clock, vouched for by the
 * installation's own authority. It proves when the signature was made only to someone who trusts
 * this installation and its clock (docs/signing.md, Timestamps).
 */
export class LocalTimestampAuthority implements TimestampAuthority {
  private readonly certificateDer: Uint8Array;

  constructor(private readonly tsa: Issuer & { chainDer: Uint8Array[] }) {
    this.certificateDer = certificateDer(tsa.certificate);
  }

  /** A TimeStampToken (CMS SignedData over a TSTInfo) for the digest, at the current time. */
  async timestamp(digest: Uint8Array, algorithm: DigestAlgorithm): Promise<Uint8Array> {
    const info = new pkijs.TSTInfo({
      version: 1,
      policy: OID.localPolicy,
      messageImprint: new pkijs.MessageImprint({
        hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: DIGEST_OID[algorithm] }),
        hashedMessage: new asn1js.OctetString({ valueHex: digest }),
      }),
      serialNumber: randomSerial(),
      genTime: new Date(),
      accuracy: new pkijs.Accuracy({ seconds: 1 }),
    });
    const infoDer = info.toSchema().toBER(false);

    const { certificate, privateKey } = this.tsa;
    const encapsulated = new pkijs.EncapsulatedContentInfo({ eContentType: OID.tstInfo });
    // Set after construction: given to the constructor, pkijs cuts it into a constructed (BER)
    // OCTET STRING, which DER-minded readers of timestamps (pkijs's own verify among them) refuse.
    encapsulated.eContent = new asn1js.OctetString({ valueHex: infoDer });
    const signedData = new pkijs.SignedData({
      version: 3,
      encapContentInfo: encapsulated,
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.tstInfo })] }),
              new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: createHash('sha256').update(new Uint8Array(infoDer)).digest() })] }),
              // ESS signing-certificate-v2 (RFC 5816): which certificate signed, by its SHA-256 hash.
              new pkijs.Attribute({
                type: OID.signingCertificateV2,
                values: [
                  new asn1js.Sequence({
                    value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: createHash('sha256').update(this.certificateDer).digest() })] })] })],
                  }),
                ],
              }),
            ],
          }),
        }),
      ],
      certificates: [certificate, ...this.tsa.chainDer.map((der) => pkijs.Certificate.fromBER(new Uint8Array(der)))],
    });
    await signedData.sign(privateKey, 0, 'SHA-256');
    const token = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
    return new Uint8Array(token.toSchema().toBER(false));
  }
}
