import { simplePdf } from '../docstore/pdf.js';
import type { StoredDocument } from '../docstore/store.js';
import { applySignature } from '../signing/apply-signature.js';
import { appearanceLines, requestBoxToPdf } from '../signing/boxes.js';
import type { SigningContext } from '../signing/context.js';
import { resetSignaturePassword } from '../signing/credentials/reset-password.js';
import { fileBytes } from '../signing/document.js';
import { inspectionOf } from '../signing/pdf-checks.js';
import { createSignRequest } from '../signing/requests/create-request.js';
import { effectiveSettings, reasonFor } from '../signing/settings.js';
import type { NewSignRequest } from '../../src/shared/signing/wire.js';

/** The demonstration administrator's signature password (docs/signing.md, "Demonstration"). */
export const DEMO_ADMIN_SIGNATURE_PASSWORD = 'Sign-admin-1';
/** The demonstration's external signer, whose invitation is in the outbox. */
export const DEMO_EXTERNAL_SIGNER = { email: 'laura.esterni@example.org', name: 'Laura Esterni', langKey: 'it' };

/**
 * Signature requests on the newest demonstration contracts, so that every flow can be tried at
 * once: for `user` in the modes 0, 2, 3 (after whom admin signs) and 4; one that `admin` has signed
 * already (through the real engine) and that awaits `user`; one awaiting an external signer. `admin`
 * has a signature password, `user` none (the first signature asks to set one). Also a few
 * procedures, whose updates are confirmed with signature credentials.
 */
export async function seedSignatures(ctx: SigningContext): Promise<void> {
  const { store } = ctx.gateway;
  const contracts = store.families().find((f) => f.key === 'contracts');
  const admin = await ctx.users.findByLogin('admin');
  if (!contracts?.signing || !admin) return;
  const newest = (await store.query({ family: contracts, filters: [], offset: 0, limit: 6 })).documents;
  if (newest.length < 6) return;
  const ask = (doc: StoredDocument, body: NewSignRequest) => createSignRequest(ctx, admin, doc.id, body);
  const box = (corner: 'Alto dx' | 'Alto sx' | 'Basso dx' | 'Basso sx', x = 40, y = 60) => ({ page: 1, x, y, corner });

  await ask(newest[0], { imgManage: 0, signers: [{ login: 'user', boxes: [box('Basso dx')] }] });
  await ask(newest[1], { imgManage: 2, signers: [{ login: 'user' }] });
  await ask(newest[2], { imgManage: 3, signers: [{ login: 'user', boxes: [box('Basso sx')] }, { login: 'admin', boxes: [box('Basso dx')] }] });
  await ask(newest[3], { imgManage: 4, signers: [{ login: 'user', boxes: [box('Basso sx'), box('Alto dx', 40, 140)] }] });
  const signedByAdmin = await ask(newest[4], { imgManage: 3, signers: [{ login: 'admin', boxes: [box('Basso sx')] }, { login: 'user', boxes: [box('Basso dx')] }] });
  await ask(newest[5], { imgManage: 3, signers: [{ ...DEMO_EXTERNAL_SIGNER, boxes: [box('Basso dx')] }] });

  // admin's signature, as the sign call would make it (without the one-time password).
  const password = DEMO_ADMIN_SIGNATURE_PASSWORD;
  const set = await resetSignaturePassword({ credentials: ctx.credentials, engine: ctx.engine, log: ctx.log }, admin, { signUserName: 'admin', signPassword: password, signPasswordConfirm: password });
  if (set !== 0) throw new Error(`The demonstration signature password was refused (${set})`);
  const credential = (await ctx.credentials.get(admin.id))!;
  const signer = signedByAdmin.signers[0];
  const file = (await fileBytes(ctx.gateway, newest[4].id))!;
  const { pages } = (await inspectionOf(ctx, newest[4]))!;
  const settings = effectiveSettings(contracts, signedByAdmin, store.lists());
  const reason = reasonFor(settings.reason, undefined);
  const lines = appearanceLines(signer.name, new Date(), reason);
  await applySignature(ctx, {
    doc: newest[4],
    file,
    signer,
    engineSigner: await ctx.engine.accountSigner(credential, password, signer.name),
    appearances: signer.boxes.map((b) => ({ page: b.page, rect: requestBoxToPdf(b, pages[b.page - 1]), lines })),
    reason,
    level: settings.level,
    login: 'admin',
    detail: `signed by ${signer.name} (admin), signer 1 of 2 of request ${signedByAdmin.id}; reason "${reason}"; demonstration data`,
    from: '127.0.0.1',
    signedWith: 'signature-password',
  });

  const procedures = store.families().find((f) => f.key === 'procedures');
  if (procedures)
    for (const [code, title, owner] of PROCEDURES)
      await store.create(
        { familyId: procedures.id, values: { 1: code, 2: title, 3: 20260105, 4: owner, 5: 1 }, file: { name: `${code}.pdf`, content: simplePdf(`${code} ${title}`, [`Owner: ${owner}`, 'Changes to this procedure are confirmed with a signature password.']) } },
        'admin',
      );
}

const PROCEDURES: [string, string, string][] = [
  ['QP-001', 'Document control', 'Giulia Rossi'],
  ['QP-002', 'Supplier qualification', 'Marc Dubois'],
  ['QP-003', 'Handling of complaints', 'Ana García'],
];
