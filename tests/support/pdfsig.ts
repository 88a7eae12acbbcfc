import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Poppler's verdict on a signed PDF: `pdfsig` (Debian's poppler-utils) checks every signature
 * against an NSS database (libnss3-tools' certutil) that trusts the given CA for S/MIME (",C,"),
 * the trust NSS asks of a document signer's issuer.
 */
const run = promisify(execFile);

export interface PdfsigSignature {
  /** "Signature is Valid." */
  valid: boolean;
  /** "Certificate is Trusted." */
  trusted: boolean;
  /** The signer certificate's common name. */
  signer: string;
  /** pdfsig's lines for this signature. */
  raw: string;
  /** Whether the signature covers the whole file ("Total document signed"). */
  wholeDocument: boolean;
  subFilter: string;
  hashAlgorithm: string;
}

/** NSS databases by the CA they trust, made once per test process. */
const databases = new Map<string, Promise<string>>();

function nssDatabaseTrusting(caPem: string): Promise<string> {
  const key = createHash('sha256').update(caPem).digest('hex');
  let dir = databases.get(key);
  if (!dir) {
    dir = (async () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-nss-'));
      fs.writeFileSync(path.join(folder, 'ca.pem'), caPem);
      await run('certutil', ['-N', '-d', `sql:${folder}`, '--empty-password']);
      await run('certutil', ['-A', '-d', `sql:${folder}`, '-n', 'ca', '-t', ',C,', '-i', path.join(folder, 'ca.pem')]);
      return folder;
    })();
    databases.set(key, dir);
  }
  return dir;
}

/** Writes bytes to a temporary file for a command line tool, removed after `use`. */
async function withFile<T>(bytes: Uint8Array, use: (file: string) => Promise<T>): Promise<T> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-pdf-'));
  const file = path.join(folder, 'document.pdf');
  fs.writeFileSync(file, bytes);
  try {
    return await use(file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export async function verifyWithPdfsig(pdf: Uint8Array, caPem: string): Promise<{ signatures: PdfsigSignature[]; raw: string }> {
  const nss = await nssDatabaseTrusting(caPem);
  const raw = await withFile(pdf, async (file) => {
    // pdfsig ends with a non-zero status when a signature does not verify; its report is what counts.
    const result = await run('pdfsig', ['-nssdir', `sql:${nss}`, file]).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }));
    return `${result.stdout}${result.stderr}`;
  });
  const signatures = raw
    .split(/^Signature #\d+:$/m)
    .slice(1)
    .map((block) => {
      const field = (label: string) => new RegExp(`^\\s*- ${label}: (.*)$`, 'm').exec(block)?.[1].trim() ?? '';
      return {
        valid: field('Signature Validation') === 'Signature is Valid.',
        trusted: field('Certificate Validation') === 'Certificate is Trusted.',
        signer: field('Signer Certificate Common Name'),
        raw: block.trim(),
        wholeDocument: /^\s*- Total document signed$/m.test(block),
        subFilter: field('Signature Type'),
        hashAlgorithm: field('Signing Hash Algorithm'),
      };
    });
  return { signatures, raw };
}

/** The text poppler's pdftotext reads from a PDF (one page, or all). */
export function pdfText(pdf: Uint8Array, page?: number): Promise<string> {
  return withFile(pdf, async (file) => {
    const pages = page ? ['-f', String(page), '-l', String(page)] : [];
    const { stdout } = await run('pdftotext', [...pages, file, '-']);
    return stdout;
  });
}
