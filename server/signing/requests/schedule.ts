import { isTurnOf, type SignRequest, type Signer } from './model.js';

/**
 * When a request's reminders fall due and when it expires (docs/signing.md, "Reminders and expiry"):
 * pure functions of the request and the time, so that the scheduler, the routes and the tests agree.
 * Days are UTC days; a due date is the whole of its day.
 */

const DAY = 86_400_000;

/** Midnight (UTC) at the start of a YYYYMMDD date. */
const startOf = (yyyymmdd: number) => Date.UTC(Math.floor(yyyymmdd / 10_000), (Math.floor(yyyymmdd / 100) % 100) - 1, yyyymmdd % 100);

/** When an open request whose due date expires it ends: the end of its due day. */
export const expiresAt = (request: SignRequest): number | null =>
  request.onDue === 'expire' && request.dueDate !== null ? startOf(request.dueDate) + DAY : null;

/** The signers who may be reminded: invited, their turn, neither signed nor declined. */
export const remindable = (request: SignRequest): Signer[] =>
  request.state === 'open' ? request.signers.filter((s) => s.invitedAt !== null && s.declinedAt === null && isTurnOf(request, s)) : [];

/** The moments a signer is reminded at, whatever has been sent: every N days after the last mail, N days before the due date, and on it. */
function reminderTimes(request: SignRequest, signer: Signer): number[] {
  const times: number[] = [];
  const { everyDays, beforeDueDays } = request.reminders;
  if (everyDays !== null) times.push((signer.remindedAt ?? signer.invitedAt!) + everyDays * DAY);
  if (request.dueDate !== null) {
    const due = startOf(request.dueDate);
    // A reminder is owed for a moment only when no mail went out since it (the invitation counts).
    const owed = (at: number) => Math.max(signer.remindedAt ?? 0, signer.invitedAt ?? 0) < at;
    if (beforeDueDays !== null && owed(due - beforeDueDays * DAY)) times.push(due - beforeDueDays * DAY);
    if (request.onDue === 'remind' && owed(due)) times.push(due);
  }
  return times;
}

/** The signers owed a reminder at `now`. */
export const dueReminders = (request: SignRequest, now: number): Signer[] =>
  remindable(request).filter((signer) => reminderTimes(request, signer).some((at) => at <= now));

/** When the scheduler should look at the request next: its next reminder or its expiry; null when nothing is left to do. */
export function nextRunOf(request: SignRequest): number | null {
  if (request.state !== 'open') return null;
  const times = remindable(request).flatMap((signer) => reminderTimes(request, signer));
  const expiry = expiresAt(request);
  if (expiry !== null) times.push(expiry);
  return times.length ? Math.min(...times) : null;
}
