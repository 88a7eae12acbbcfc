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

/** Words with their box on the page as shown, in points, y from the top (pdftotext -bbox). */
export function pdfWords(pdf: Uint8Array, page?: number): Promise<Array<{ word: string; x: number; y: number; xMax: number; yMax: number }>> {
  return withFile(pdf, async (file) => {
    const pages = page ? ['-f', String(page), '-l', String(page)] : [];
    const { stdout } = await run('pdftotext', ['-bbox', ...pages, file, '-']);
    return [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
      word: m[5].replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'"),
      x: Number(m[1]),
      y: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
    }));
  });
}

/** The fonts a PDF uses, as poppler's pdffonts lists them. */
export function pdfFonts(pdf: Uint8Array): Promise<Array<{ name: string; type: string; embedded: boolean; subset: boolean }>> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run('pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const m = /^(\S+)\s+(.+?)\s+(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s/.exec(line);
        if (!m) throw new Error(`pdffonts line not understood: ${line}`);
        return { name: m[1], type: m[2], embedded: m[4] === 'yes', subset: m[5] === 'yes' };
      });
  });
}

/**
 * How dark a region of a page is when rendered (pdftoppm, grey, 144 dpi): the darkest pixel, 0 black
 * to 255 white. The region is in points on the page as shown, y from the top.
 */
export function darkestIn(pdf: Uint8Array, page: number, region: { x: number; y: number; width: number; height: number }): Promise<number> {
  return withFile(pdf, async (file) => {
    const scale = 2;
    const box = [region.x, region.y, region.width, region.height].map((n) => String(Math.round(n * scale)));
    const { stdout } = await run('pdftoppm', ['-f', String(page), '-l', String(page), '-r', String(72 * scale), '-gray', '-x', box[0], '-y', box[1], '-W', box[2], '-H', box[3], file], {
      encoding: 'buffer',
    });
    // A binary PGM: "P5", width, height, maximum, then one byte per pixel.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(stdout.subarray(0, 50).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not answer a PGM image');
    const pixels = stdout.subarray(header[0].length);
    return pixels.reduce((darkest, value) => Math.min(darkest, value), 255);
  });
}
