import type { Config } from '../config.js';
import type { Db } from '../database.js';
import type { PdfEngine } from '../pdf/engine.js';
import type { PdfSigner } from '../pdf/sign-pdf.js';
import { signingAuthority } from './keys/authority.js';
import { ephemeralSigner, issueSignerKey, unlockSignerKey } from './keys/signer-keys.js';
import type { SigningEngine } from './engine.js';
import type { CrlPublisher } from './revocation/crl-publisher.js';

/**
 * The signing engine of server/pdf and keys/ as the flows use it. The certificate authority is made
 * (or read) on first use and then kept by keys/authority.ts; PDFs are signed on the PDF workers.
 */
export function openSigningEngine(db: Db, config: Config['signingKeys'], pdf: PdfEngine, crls: CrlPublisher): SigningEngine {
  const authority = () => signingAuthority(db, config);
  return {
    // B-LT and B-LTA carry the authority's current revocation list in the document's security store.
    signPdf: async (input) => pdf.sign({ ...input, signer: input.signer as PdfSigner, crls: input.level === 'B-T' ? [] : [(await crls.current()).der] }),
    issueSignerKey: async (subject, password) => issueSignerKey(await authority(), subject, password),
    accountSigner: async (credential, password) => (await authority()).pdfSigner(credential.certificatePem, await unlockSignerKey(credential.encryptedPrivateKey, password)),
    externalSigner: async (subject) => ephemeralSigner(await authority(), subject),
    sealSigner: async (name) => ephemeralSigner(await authority(), { name }),
  };
}
