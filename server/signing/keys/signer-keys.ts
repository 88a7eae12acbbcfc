import type { PdfSigner } from '../../pdf/sign-pdf.js';
import type { SigningAuthority } from './authority.js';
import { exportPrivateKey, generateKeyPair, importPrivateKey, toPem } from './certificates.js';
import { WrongSignaturePassword } from './errors.js';
import { sealWithPassword, unsealWithPassword } from './sealed.js';

/** Who a signer certificate names: an account (its login and name) or an external signer (name and e-mail). */
export interface SignerSubject {
  login?: string;
  name: string;
  email?: string;
}

const PURPOSE = 'signer-key';

const subjectOf = (subject: SignerSubject) => ({ commonName: subject.name, userId: subject.login, email: subject.email });

/**
 * A new key and certificate for an account's signatures: the certificate names the account, the
 * private key is sealed under the signature password (argon2id, AES-256-GCM) and never kept in the clear.
 */
export async function issueSignerKey(authority: SigningAuthority, subject: SignerSubject & { login: string }, password: string): Promise<{ certificatePem: string; encryptedPrivateKey: string }> {
  const keys = await generateKeyPair();
  const certificate = await authority.issue(subjectOf(subject), keys.publicKey);
  return { certificatePem: toPem(certificate), encryptedPrivateKey: await sealWithPassword(password, await exportPrivateKey(keys.privateKey), PURPOSE) };
}

/** The signer's private key, opened with the signature password; WrongSignaturePassword when it does not open. */
export async function unlockSignerKey(encryptedPrivateKey: string, password: string): Promise<CryptoKey> {
  const pkcs8 = await unsealWithPassword(password, encryptedPrivateKey, PURPOSE);
  if (!pkcs8) throw new WrongSignaturePassword();
  return importPrivateKey(pkcs8);
}

/** An external signer's key and certificate for one signature: made now, used once, never kept. */
export async function ephemeralSigner(authority: SigningAuthority, subject: SignerSubject): Promise<PdfSigner> {
  const keys = await generateKeyPair();
  const certificate = await authority.issue(subjectOf(subject), keys.publicKey);
  return authority.pdfSigner(toPem(certificate), keys.privateKey);
}
