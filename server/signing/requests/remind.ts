import { AppError, notFound, tooMany } from '../../errors/app-error.js';
import type { StoreIdentity } from '../../docstore/access.js';
import { documentFor } from '../../docstore/gateway.js';
import type { StoredDocument } from '../../docstore/store.js';
import type { Db } from '../../database.js';
import type { SigningContext } from '../context.js';
import { sendReminder } from '../mails.js';
import { addressOf, mailFacts } from './invitations.js';
import type { SignRequest, Signer } from './model.js';
import { nextRunOf, remindable } from './schedule.js';
import { noOpenRequest } from './end-request.js';

/** How often the asker may remind one signer by hand: a reminder is a mail, and mails must not flood. */
export const REMIND_INTERVAL_MS = 60 * 60_000;

/**
 * Mails reminders to signers of a request, within the caller's transaction, and tells the scheduler
 * when the request's next reminder falls: by hand (remindNow) or when they fall due (scheduler.ts).
 */
export async function sendReminders(ctx: SigningContext, db: Db, doc: StoredDocument, request: SignRequest, signers: Signer[], now: number): Promise<number[]> {
  const facts = await mailFacts(ctx, db, request, doc.currentId, doc.file?.name ?? `document ${doc.id}`);
  const reminded: number[] = [];
  for (const signer of signers) {
    const email = await addressOf(ctx, db, signer);
    if (!email) continue;
    await sendReminder(ctx, db, facts, signer, email);
    await ctx.requests.markReminded(db, signer.id, now);
    reminded.push(signer.id);
  }
  await ctx.requests.setNextRun(db, request.id, nextRunOf((await ctx.requests.byId(db, request.id))!));
  return reminded;
}

/**
 * `POST sign/requests/{id}/remind`: the asker reminds one signer whose turn it is, or all of them,
 * each at most once an hour (429 with when to try again when none may be reminded yet).
 */
export async function remindNow(ctx: SigningContext, login: string, identity: StoreIdentity, documentId: number, signerId: number | undefined): Promise<{ reminded: number[] }> {
  const { doc } = await documentFor(ctx.gateway, identity, documentId, 'update');
  const request = await ctx.requests.openFor(ctx.db, doc.rootId);
  if (!request) throw noOpenRequest(documentId);
  if (signerId !== undefined && !request.signers.some((s) => s.id === signerId)) throw notFound(`Signer ${signerId} is not asked to sign document ${documentId}`);
  const turn = remindable(request).filter((s) => signerId === undefined || s.id === signerId);
  if (!turn.length)
    throw new AppError('conflict', 'Nobody asked to sign waits to be reminded now: earlier steps sign first', { code: 'sign.nobody-to-remind', message: 'error.sign.nobodytoremind' });
  const now = Date.now();
  const allowed = turn.filter((s) => s.remindedAt === null || now - s.remindedAt >= REMIND_INTERVAL_MS);
  if (!allowed.length) {
    const wait = Math.min(...turn.map((s) => s.remindedAt! + REMIND_INTERVAL_MS - now));
    throw tooMany('sign.remind-too-soon', 'A reminder was sent less than an hour ago', Math.ceil(wait / 1000), 'error.sign.remindtoosoon');
  }
  let reminded: number[] = [];
  await ctx.gateway.store.recordEvent(doc.id, { action: 'sign-reminded', detail: `reminded ${allowed.map((s) => s.name).join(', ')}` }, login, async (trx) => {
    reminded = await sendReminders(ctx, trx, doc, request, allowed, now);
  });
  ctx.mailer.flush();
  return { reminded };
}
