/**
 * Benchmark of the signing engine: the server's time to sign a 100-page PDF.
 *
 *   npm run bench:sign [-- --pages 100 --runs 20 --timestamps local|none --names latin|beyond]
 *
 * A PDF of `--pages` pages of text is made once (pdf via @libpdf/core, like an office export). Each
 * run then signs it twice as the signing route does: a first signature by an account's signer (its
 * key opened with the signature password, timed apart), with a box and a handwritten signature drawn
 * as page content, and a second by an external signer (a certificate issued for that signature)
 * on the signed result, its box drawn as an annotation. Each signature carries a local RFC 3161
 * timestamp unless `--timestamps none`. With `--names beyond` the boxes' names and reasons hold
 * letters beyond the standard fonts' (Łukasz Żółć, Dvořák), so that each signature embeds a DejaVu
 * subset. Prints the median, p95 and extremes of each over `--runs`
 * runs (after warm-up), the other engine calls (counting signatures, page sizes), the sizes, and the
 * process's peak resident memory. Both signatures of the last run are checked with pdfsig when
 * it is installed. Target: median at most 100 ms per signature.
 *
 * Then the levels side by side (unless `--timestamps none`): the account's signature made at B-T,
 * B-LT (the authority's revocation list in a document security store) and B-LTA (then a document
 * timestamp), `--runs` times each. Goal: B-LTA within 2x of B-T.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PDF } from '@libpdf/core';
import { connect } from '../../../server/database.js';
import { migrate } from '../../../server/migrations/migrate.js';
import { signingAuthority } from '../../../server/signing/keys/authority.js';
import { ephemeralSigner, issueSignerKey, unlockSignerKey } from '../../../server/signing/keys/signer-keys.js';
import { countSignatures, pageSizes, signPdf, type PdfSigner, signatureKeyOf } from '../../../server/pdf/sign-pdf.js';
import { LONG_TERM_LEVELS, type LongTermLevel } from '../../../src/shared/signing/levels.js';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '100' },
    runs: { type: 'string', default: '20' },
    timestamps: { type: 'string', default: 'local' },
    names: { type: 'string', default: 'latin' },
  },
});
const PAGES = Number(args.pages);
const RUNS = Number(args.runs);
const WARM_UP = 3;
const TARGET_MS = 100;
const BEYOND = args.names === 'beyond';

const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

/** A text document: a title and 40 lines of body text per page. */
async function documentOf(pages: number): Promise<Uint8Array> {
  const pdf = PDF.create();
  const line = 'The parties agree to the terms set out in this agreement, its annexes and the schedules attached.';
  for (let p = 1; p <= pages; p++) {
    const page = pdf.addPage({ size: 'a4' });
    page.drawText(`Agreement - page ${p} of ${pages}`, { x: 56, y: 780, size: 16 });
    page.drawText(Array.from({ length: 40 }, (_, i) => `${i + 1}. ${line}`).join('\n'), { x: 56, y: 750, size: 9, lineHeight: 17 });
  }
  return pdf.save();
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);

async function main() {
  const database = await connect('sqlite::memory:');
  await migrate(database, []);
  const authority = await signingAuthority(database.db, { timestamps: args.timestamps !== 'none' });
  const issued = await issueSignerKey(authority, { login: 'bench', name: 'Bench Signer', email: 'bench@example.com' }, 'Bench-Signature-1');

  const original = await documentOf(PAGES);
  const pagesShown = await pageSizes(original);
  const { width } = pagesShown[0];
  console.log(`${PAGES}-page PDF, ${(original.length / 1024).toFixed(0)} kB; ${RUNS} runs after ${WARM_UP} warm-up; timestamps: ${args.timestamps}; names: ${BEYOND ? 'beyond the standard fonts' : 'latin'}`);
  const before = rssMb();
  console.log(`resident memory before signing: ${before.toFixed(0)} MB\n`);

  const first: number[] = [];
  const second: number[] = [];
  const unlock: number[] = [];
  const external: number[] = [];
  const counting: number[] = [];
  const sizing: number[] = [];
  let last: { once: Uint8Array; twice: Uint8Array } | undefined;
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const measured = run >= WARM_UP;
    let t = performance.now();
    const key = await unlockSignerKey(issued.encryptedPrivateKey, 'Bench-Signature-1');
    const account: PdfSigner = authority.pdfSigner(issued.certificatePem, key);
    if (measured) unlock.push(performance.now() - t);

    t = performance.now();
    const once = await signPdf({
      pdf: original,
      key: signatureKeyOf(account),
      appearances: [{ page: PAGES, rect: { x: 56, y: 40, width: 200, height: 60 }, lines: BEYOND ? ['Łukasz Żółć', '23/11/26 10:15', 'Firmato per approvazione – città'] : [account.name, '23/11/26 10:15', 'Approved'] }],
      drawn: [{ page: PAGES, type: 'handwritten-sign', rect: { x: 300, y: 40, width: 150, height: 50 }, segments: [Array.from({ length: 60 }, (_, i) => ({ x: 300 + i * 2.5, y: 60 + 15 * Math.sin(i / 4) }))] }],
      reason: 'Approved',
      signedAt: new Date(),
    });
    if (measured) first.push(performance.now() - t);

    t = performance.now();
    const guest = await ephemeralSigner(authority, { name: 'External Signer', email: 'ext@example.com' });
    if (measured) external.push(performance.now() - t);

    t = performance.now();
    const twice = await signPdf({
      pdf: once,
      key: signatureKeyOf(guest),
      appearances: [{ page: PAGES, rect: { x: width - 256, y: 40, width: 200, height: 60 }, lines: BEYOND ? ['Zoë Dvořák', '23/11/26 11:40', 'Geprüft – Größe'] : [guest.name, '23/11/26 11:40', 'Seen'] }],
      reason: 'Seen',
      signedAt: new Date(),
    });
    if (measured) second.push(performance.now() - t);

    t = performance.now();
    await countSignatures(twice);
    if (measured) counting.push(performance.now() - t);
    t = performance.now();
    await pageSizes(twice);
    if (measured) sizing.push(performance.now() - t);
    last = { once, twice };
  }

  console.log('                                   median        p95        min        max');
  const row = (label: string, samples: number[]) => {
    const s = stats(samples);
    console.log(`${label.padEnd(30)}${ms(s.median)} ${ms(s.p95)} ${ms(s.min)} ${ms(s.max)}`);
  };
  row('first signature (page content)', first);
  row('second signature (annotation)', second);
  row('open a signer key (argon2id)', unlock);
  row('external signer certificate', external);
  row('count signatures', counting);
  row('page sizes', sizing);
  console.log(`\nsizes: ${(original.length / 1024).toFixed(0)} kB, signed once +${((last!.once.length - original.length) / 1024).toFixed(1)} kB, twice +${((last!.twice.length - last!.once.length) / 1024).toFixed(1)} kB`);
  console.log(`peak resident memory: ${peakRssMb().toFixed(0)} MB, ${(peakRssMb() - before).toFixed(0)} MB above the process before signing (tsx, the libraries, the database)`);
  const worst = Math.max(stats(first).median, stats(second).median);
  console.log(`target: median at most ${TARGET_MS} ms per signature — ${worst <= TARGET_MS ? 'met' : 'NOT met'}`);

  verify(last!.twice, authority.certificatePem);
  if (args.timestamps !== 'none') await levels(authority, issued, original);
  await database.close();
}

/** The account's signature at each level, side by side. */
async function levels(authority: Awaited<ReturnType<typeof signingAuthority>>, issued: { certificatePem: string; encryptedPrivateKey: string }, original: Uint8Array) {
  const account = authority.pdfSigner(issued.certificatePem, await unlockSignerKey(issued.encryptedPrivateKey, 'Bench-Signature-1'));
  const now = Date.now();
  const crl = await authority.signCrl({ number: 1, thisUpdate: new Date(now), nextUpdate: new Date(now + 7 * 86_400_000), revoked: [] });
  const medians = new Map<LongTermLevel, number>();
  console.log("\nlevels (the account's signature, a box on the last page)   median        p95     size");
  for (const level of LONG_TERM_LEVELS) {
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const t = performance.now();
      const signed = await signPdf({ pdf: original, key: signatureKeyOf(account), level, crls: [crl], appearances: [{ page: PAGES, rect: { x: 56, y: 40, width: 200, height: 60 }, lines: [account.name, 'Approved'] }], reason: 'Approved', signedAt: new Date() });
      if (run >= WARM_UP) times.push(performance.now() - t);
      size = signed.length - original.length;
    }
    const s = stats(times);
    medians.set(level, s.median);
    console.log(`${level.padEnd(58)}${ms(s.median)} ${ms(s.p95)} ${`+${(size / 1024).toFixed(1)} kB`.padStart(9)}`);
  }
  const ratio = medians.get('B-LTA')! / medians.get('B-T')!;
  console.log(`B-LTA / B-T: ${ratio.toFixed(2)}x — goal within 2x: ${ratio <= 2 ? 'met' : 'NOT met'}`);
}

/** pdfsig's verdict on the last PDF, when poppler-utils and certutil are installed. */
function verify(pdf: Uint8Array, caPem: string) {
  try {
    execFileSync('pdfsig', ['-v'], { stdio: 'ignore' });
    execFileSync('certutil', ['-H'], { stdio: 'ignore' });
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return console.log('(pdfsig or certutil missing: the signatures were not checked)');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-sign-'));
  try {
    fs.writeFileSync(path.join(dir, 'ca.pem'), caPem);
    fs.writeFileSync(path.join(dir, 'signed.pdf'), pdf);
    execFileSync('certutil', ['-N', '-d', `sql:${dir}`, '--empty-password']);
    execFileSync('certutil', ['-A', '-d', `sql:${dir}`, '-n', 'ca', '-t', ',C,', '-i', path.join(dir, 'ca.pem')]);
    const report = execFileSync('pdfsig', ['-nssdir', `sql:${dir}`, path.join(dir, 'signed.pdf')], { encoding: 'utf8' });
    const valid = report.match(/Signature is Valid\./g)?.length ?? 0;
    const trusted = report.match(/Certificate is Trusted\./g)?.length ?? 0;
    console.log(`pdfsig: ${valid} of 2 signatures valid, ${trusted} of 2 trusted`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
