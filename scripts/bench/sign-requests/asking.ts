/**
 * Part one of `bench:sign-requests`: signatures asked of external signers on a long PDF, each
 * signing with a one-time password read from the outbox, then the request's completion.
 */
import { harnessOf, type Harness } from '../../../tests/api/client.js';
import { startServer } from '../../../tests/support/server.js';
import { askSignatures, GW, newContract, newMail, signLink } from '../../../tests/support/signing.js';
import { percentile } from '../load/run-load.js';
import { makeLongPdf } from '../pdf-viewer/make-pdf.js';

/** All signers in one step (they sign in any order), or each in a step of their own. */
export type Steps = 'parallel' | 'sequential';

export interface AskingOptions {
  dialect: 'sqlite' | 'postgres';
  pages: number;
  signers: number;
  steps: Steps[];
}

const kB = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} kB`;
const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await fn();
  return [result, performance.now() - started];
}

/** Signer i's box: a grid of 4 columns on the last page, from its bottom left corner. */
const boxOf = (i: number, page: number) => ({ page, x: 15 + (i % 4) * 145, y: 40 + Math.floor(i / 4) * 75, width: 130, height: 60, corner: 'Basso sx' });

export async function benchAsking(options: AskingOptions): Promise<void> {
  const pdf = Buffer.from(await makeLongPdf(options.pages));
  const server = await startServer({ db: options.dialect, env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
  try {
    const h = await harnessOf(server);
    for (const steps of options.steps) await askAndComplete(h, pdf, options, steps);
  } finally {
    await server.stop();
  }
}

async function askAndComplete(h: Harness, pdf: Buffer, options: AskingOptions, steps: Steps): Promise<void> {
  const stamp = Date.now().toString(36);
  const emails = Array.from({ length: options.signers }, (_, i) => `bench-${steps}-${i + 1}-${stamp}@example.org`);
  console.log(`\n== ${options.signers} external signers, ${steps === 'parallel' ? 'all in step 1 (any order)' : 'one step each'}, ${options.pages}-page PDF (${kB(pdf.length)}), ${options.dialect}`);

  const [id, upload] = await timed(() => newContract(h, pdf));
  console.log(`upload the contract (POST entities)          ${ms(upload)}`);
  const signers = emails.map((email, i) => ({ email, name: `Signer ${i + 1}`, order: steps === 'parallel' ? 1 : i + 1, boxes: [boxOf(i, options.pages)] }));
  const [, ask] = await timed(() => askSignatures(h, id, { signers }));
  console.log(`POST sign/requests/{id}, ${options.signers} signers            ${ms(ask)}`);

  console.log('signer  invitation read  require-otp  OTP read  PUT sign/document');
  const signed = await signInTurn(h, emails, id);
  for (const [label, q] of [['median', 0.5], ['p95', 0.95], ['max', 1]] as const) {
    const column = (c: number) => percentile(signed.rows.map((r) => r[c]).sort((a, b) => a - b), q);
    printRow(label, [0, 1, 2, 3].map(column));
  }
  if (signed.refused) {
    console.log(`the request cannot complete: ${signed.rows.length} of ${options.signers} signed; completion not measured`);
    return;
  }

  const done = await completion(h, signed.current, signed.newestBefore, options.signers + 1);
  console.log(`completion after the last signature's answer: certificate attached ${ms(done.certificate)}, all ${options.signers + 1} sign-completed mails in the outbox ${ms(done.mails)}`);
  const signedPdf = await fetch(`${h.server.baseUrl}/${GW}/entities/${signed.current}/getFile`, { headers: { authorization: `Bearer ${await h.server.token('admin', 'admin')}` } });
  console.log(`signed PDF: ${kB((await signedPdf.arrayBuffer()).byteLength)} (${kB(pdf.length)} before the signatures)`);
}

const printRow = (label: string, [read, otpCall, otpRead, sign]: number[], note = '') =>
  console.log(`${label.padStart(6)} ${ms(read).padStart(16)} ${ms(otpCall).padStart(12)} ${ms(otpRead).padStart(9)} ${ms(sign).padStart(18)}${note}`);

/**
 * Each signer in turn reads their invitation, asks for a one-time password, reads it and signs the
 * current version; the times of each. Stops at a refused signature (such as the PDF worker's time
 * limit): the request cannot complete then.
 */
async function signInTurn(h: Harness, emails: string[], id: number): Promise<{ rows: number[][]; current: number; newestBefore: number; refused: boolean }> {
  const rows: number[][] = [];
  let current = id;
  let newestBefore = 0;
  for (const [i, email] of emails.entries()) {
    const [invitation, read] = await timed(() => newMail(h, email, 'sign-invitation'));
    const link = signLink(invitation.text);
    const query = `?signToken=${link.signToken}&extUserId=${link.extUserId}`;
    const [asked, otpCall] = await timed(() => h.anonymous.get(`${GW}/sign/require-otp/${current}${query}`));
    if (asked.status !== 200) throw new Error(`require-otp of signer ${i + 1}: ${asked.status} ${asked.text}`);
    const [mail, otpRead] = await timed(() => newMail(h, email, 'sign-otp'));
    const otp = /\b(\d{6})\b/.exec(mail.text)![1];
    if (i === emails.length - 1) newestBefore = await newestMailId(h);
    const [answer, sign] = await timed(() => h.anonymous.put(`${GW}/sign/document/${current}${query}`, { otp }));
    if (typeof answer.body !== 'number' || answer.body <= current) {
      printRow(String(i + 1), [read, otpCall, otpRead, sign], `  REFUSED: ${answer.status} ${answer.body?.detail ?? answer.text}`);
      return { rows, current, newestBefore, refused: true };
    }
    current = answer.body;
    rows.push([read, otpCall, otpRead, sign]);
    printRow(String(i + 1), [read, otpCall, otpRead, sign]);
  }
  return { rows, current, newestBefore, refused: false };
}

/** The newest message's id in the outbox. */
async function newestMailId(h: Harness): Promise<number> {
  const res = await h.admin.get('api/admin/mail-outbox?size=1');
  return res.body[0]?.id ?? 0;
}

/** How long after now the certificate is attached to `documentId`, and the `mails` sign-completed mails newer than `after` are in the outbox. */
async function completion(h: Harness, documentId: number, after: number, mails: number): Promise<{ certificate: number; mails: number }> {
  const started = performance.now();
  let certificate: number | undefined;
  let sent: number | undefined;
  while (certificate === undefined || sent === undefined) {
    if (performance.now() - started > 300_000) throw new Error('The request did not complete within 5 minutes');
    if (certificate === undefined) {
      const attachments = (await h.admin.get(`${GW}/entities/${documentId}/attachments`)).body as { originalFileName: string }[];
      if (attachments.some((a) => a.originalFileName.startsWith('completion-certificate-'))) certificate = performance.now() - started;
    }
    if (sent === undefined) {
      const newest = (await h.admin.get('api/admin/mail-outbox?size=100')).body as { id: number; mailKey: string }[];
      if (newest.filter((m) => m.id > after && m.mailKey === 'sign-completed').length >= mails) sent = performance.now() - started;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { certificate, mails: sent };
}
