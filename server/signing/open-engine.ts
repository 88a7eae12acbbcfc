import type { Config } from '../config.js';
import type { Db } from '../database.js';
import { pageSizes, signPdf, type PdfSigner } from './pdf/sign-pdf.js';
import { verifySignatures } from './pdf/verify-signatures.js';
import { signingAuthority } from './keys/authority.js';
import { ephemeralSigner, issueSignerKey, unlockSignerKey } from './keys/signer-keys.js';
import type { SigningEngine } from './engine.js';

/**
 * The signing engine of pdf/ and keys/ as the flows use it. The certificate authority is made (or
 * read) on first use and then kept by keys/authority.ts.
 */
export function openSigningEngine(db: Db, config: Config['signingKeys']): SigningEngine {
  const authority = () => signingAuthority(db, config);
  return {
    signPdf: (input) => signPdf({ ...input, signer: input.signer as PdfSigner }),
    verifySignatures,
    pageSizes: async (pdf) => (await pageSizes(pdf)).map(({ width, height }) => ({ width, height })),
    issueSignerKey: async (subject, password) => issueSignerKey(await authority(), subject, password),
    accountSigner: async (credential, password) => (await authority()).pdfSigner(credential.certificatePem, await unlockSignerKey(credential.encryptedPrivateKey, password)),
    externalSigner: async (subject) => ephemeralSigner(await authority(), subject),
  };
}
