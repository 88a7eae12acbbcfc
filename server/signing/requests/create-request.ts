import type { User } from '../../users/types.js';
import { isDate, nameIn, type FamilyDefinition, type SignMode } from '../../docstore/model.js';
import { badRequest, conflict, notFound } from '../../errors/app-error.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { DEFAULT_BOX, type NewSignRequest } from '../../../src/shared/signing/wire.js';
import { boxProblem } from '../boxes.js';
import type { SigningContext } from '../context.js';
import { requireCurrent } from '../document.js';
import { inviteDue } from './invitations.js';
import { displayName } from '../credentials/reset-password.js';
import { checkReasonOverride, effectiveSettings } from '../settings.js';
import { inspectionOf, pdfRefusal } from '../pdf-checks.js';
import { SIGN_RESULT } from '../../../src/shared/signing/codes.js';
import { familyById } from '../../docstore/gateway.js';
import type { Box, SignRequest } from './model.js';
import type { NewRequest } from './store.js';

const LANGS = ['en', 'it', 'fr', 'es', 'de'];

/**
 * Asks for signatures on a document's current version: who signs (accounts, or external signers by
 * e-mail, who are sent an invitation with their link), in which order, in which boxes, in which
 * mode, by when and with which reasons. Whoever may update the document may ask; a document has one
 * open request at a time. 400 for a family that takes no signatures, a file that is no signable
 * PDF, a signer who could not sign (no such active account, no read right, no e-mail address for
 * the one-time passwords) or a box that leaves its page.
 */
export async function createSignRequest(ctx: SigningContext, creator: User, documentId: number, body: NewSignRequest): Promise<SignRequest> {
  const { store, access } = ctx.gateway;
  const identity = { id: creator.id, login: creator.login, guest: false };
  const doc = await store.get(documentId);
  if (!doc) throw notFound(`There is no document ${documentId}`);
  const family = familyById(ctx.gateway, doc.familyId);
  await access.require(identity, family.id, 'update', nameIn(family.names, 'en'));
  requireCurrent(doc);
  if (!family.signing) throw badRequest(`Documents of ${family.key} take no signatures`);
  if (doc.file?.contentType !== 'application/pdf') throw badRequest(`Document ${doc.id} has no PDF file to sign`);
  const inspection = (await inspectionOf(ctx, doc))!;
  const refusal = pdfRefusal(inspection, family.signing);
  if (refusal) {
    if (refusal.result !== SIGN_RESULT.unsignablePdf) await store.recordEvent(doc.id, { action: 'sign-refused', detail: `signature request refused: ${refusal.why}` }, creator.login);
    throw badRequest(`The PDF of document ${doc.id} cannot be signed: ${refusal.why}`, { message: refusal.key });
  }
  const { pages } = inspection;

  const imgManage = (body.imgManage ?? family.signing.imgManage) as SignMode;
  const reason = checkReasonOverride(body.reason, family, store.lists());
  const settings = effectiveSettings(family, { reason, imgManage } as SignRequest, store.lists());
  if (!settings.reason.editable && settings.reason.mandatory && !settings.reason.default) throw badRequest('A mandatory reason that cannot be changed needs a default');
  const dueDate = body.dueDate === undefined ? null : Number(body.dueDate.replace(/-/g, ''));
  if (dueDate !== null && !isDate(dueDate)) throw badRequest(`dueDate ${body.dueDate} is not a date`);
  if (dueDate !== null && dueDate < Number(new Date().toISOString().slice(0, 10).replace(/-/g, ''))) throw badRequest(`dueDate ${body.dueDate} has passed`);

  const signers = await readSigners(ctx, creator, family, { pages, imgManage }, body.signers);

  let created: SignRequest | undefined;
  try {
    const found = await store.recordEvent(
      doc.id,
      { action: 'sign-request', detail: `signatures asked of ${signers.map((s) => s.login ?? s.email).join(', ')} (mode ${imgManage}${dueDate ? `, due ${dueDate}` : ''})` },
      creator.login,
      async (trx) => {
        if (await ctx.requests.openFor(trx, doc.rootId)) throw conflict(`Document ${doc.id} already awaits signatures`);
        const { id } = await ctx.requests.create(trx, { rootId: doc.rootId, familyId: family.id, imgManage, reason, dueDate, createdBy: creator.login, signers, ...followUp(body) });
        await inviteDue(ctx, trx, id, doc.id, doc.file!.name);
        created = await ctx.requests.byId(trx, id);
      },
    );
    if (!found) throw notFound(`There is no document ${documentId}`);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Document ${doc.id} already awaits signatures`);
    throw error;
  }
  ctx.mailer.flush();
  return created!;
}

/**
 * The signers of a new request, in the order given: accounts that exist, are active, may read the
 * family's documents and have an e-mail address for the one-time passwords; or external signers
 * by e-mail, in the creator's language unless another is given. Each is named once, each box fits
 * its page, and in mode 2 the request places no box.
 */
export async function readSigners(
  ctx: SigningContext,
  creator: User,
  family: FamilyDefinition,
  { pages, imgManage }: { pages: { width: number; height: number }[]; imgManage: SignMode },
  asked: NewSignRequest['signers'],
): Promise<NewRequest['signers']> {
  const { access } = ctx.gateway;
  const signers: NewRequest['signers'] = [];
  for (const [index, given] of asked.entries()) {
    const where = `signers[${index}]`;
    if ((given.login === undefined) === (given.email === undefined)) throw badRequest(`${where}: a signer is an account (login) or an e-mail address (email), one of the two`);
    const boxes: Box[] = (given.boxes ?? []).map((b) => ({ page: b.page, x: b.x, y: b.y, corner: b.corner, width: b.width ?? DEFAULT_BOX.width, height: b.height ?? DEFAULT_BOX.height }));
    if (imgManage === 2 && boxes.length) throw badRequest(`${where}: in mode 2 signers place their own boxes; the request gives none`);
    for (const [i, box] of boxes.entries()) {
      const problem = boxProblem(box, pages);
      if (problem) throw badRequest(`${where}.boxes[${i}]: ${problem}`);
    }
    const order = given.order ?? index + 1;
    if (given.login !== undefined) {
      const account = await ctx.users.findByLogin(given.login.toLowerCase());
      if (!account?.activated) throw badRequest(`${where}: there is no active account ${given.login}`);
      if (!(await access.rights({ id: account.id, login: account.login, guest: false }, family.id)).read)
        throw badRequest(`${where}: ${account.login} may not read documents of ${nameIn(family.names, 'en')}`);
      if (!account.email) throw badRequest(`${where}: ${account.login} has no e-mail address for the one-time passwords`);
      if (given.name !== undefined || given.langKey !== undefined) throw badRequest(`${where}: an account signs with its own name and language`);
      signers.push({ order, login: account.login, email: null, name: displayName(account), langKey: LANGS.includes(account.langKey) ? account.langKey : 'en', boxes });
    } else {
      const email = given.email!.toLowerCase();
      signers.push({ order, login: null, email, name: given.name ?? email, langKey: given.langKey ?? (LANGS.includes(creator.langKey) ? creator.langKey : 'en'), boxes });
    }
  }
  const seen = new Set<string>();
  for (const s of signers) {
    const who = s.login ? `account ${s.login}` : `address ${s.email}`;
    if (seen.has(who)) throw badRequest(`The ${who} is named twice`);
    seen.add(who);
  }
  return signers;
}

/** What the request says beyond its signers: the asker's words, the reminders, what its due date does. */
function followUp(body: NewSignRequest) {
  if (body.onDue === 'expire' && body.dueDate === undefined) throw badRequest('onDue: a request expires at its due date, and this one has none');
  if (body.reminders?.beforeDueDays !== undefined && body.dueDate === undefined) throw badRequest('reminders.beforeDueDays: reminders before the due date need one');
  return {
    message: body.message?.trim() || null,
    reminders: { everyDays: body.reminders?.everyDays ?? null, beforeDueDays: body.reminders?.beforeDueDays ?? null },
    onDue: body.onDue ?? 'remind',
    nextRunAt: null,
  };
}
