import type { SignRequestView, SignerView } from '../../shared/signing/requests.js';
import { formatDateTime } from '../../shared/format.js';
import { refusalText } from '../signing/sign-messages.js';

/** The words of the signatures panel (portico.pdf.follow.*), kept apart from its components so that they can be checked alone. */

/** A refused follow-up call, with the seconds to wait before the next reminder (Retry-After of a 429). */
export type RemindError = Error & { status?: number; body?: { message?: string }; retryAfterSeconds?: number };

type Translate = (key: string, options?: Record<string, unknown>) => string;

const F = 'portico.pdf.follow';

/** When a signer reached their state: signed, declined, opened, invited; none while they wait for an earlier step. */
export function stateTime(signer: SignerView): string | null {
  const at = { waiting: null, invited: signer.invitedAt, opened: signer.openedAt, signed: signer.signedAt, declined: signer.declinedAt }[signer.state];
  return at ?? null;
}

/** A signer's state in words, with its time: "Waiting for an earlier step", "Opened 12/05/26 10:31". */
export const signerStateText = (signer: SignerView, translate: Translate) => translate(`${F}.signerState.${signer.state}`, { at: formatDateTime(stateTime(signer)) });

/** Whose turn it is now and who may still be reminded: invited, or opened without signing. */
export const isTheirTurn = (signer: SignerView) => signer.state === 'invited' || signer.state === 'opened';

/** Who did something, as the trail names them (a login, `external:{signer id}`, `system`), by their name where the request knows it. */
export function actorName(by: string, request: SignRequestView, translate: Translate): string {
  if (by === 'system') return translate(`${F}.system`);
  const signer = request.signers.find((s) => (s.login !== null && s.login === by) || by === `external:${s.id}`);
  return signer?.name ?? by;
}

/**
 * The history newest first: whoever follows a request opens the panel to learn what happened last
 * (a signature, a refusal, a reminder), which then needs no scrolling; the oldest, the request
 * itself, closes the list.
 */
export const newestFirst = (history: SignRequestView['history']) => [...history].reverse();

/** An audit entry's action in words; an action the panel does not know keeps its name. */
export const actionText = (action: string, translate: Translate) => translate(`${F}.action.${action.replace(/^sign-?/, '') || 'signed'}`, { _: action });

/**
 * A refused follow-up in words: a reminder asked too soon says when it may go again (Retry-After, in
 * minutes), the others say what the server's code names (`error.sign.nobodytoremind` is told as
 * `portico.pdf.follow.problem.nobodytoremind`), else what a signing call's refusal says.
 */
export function followProblemText(error: RemindError, translate: Translate): string {
  if (error.status === 429 && error.retryAfterSeconds) return translate(`${F}.tooSoon`, { smart_count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
  const code = error.body?.message;
  const general = refusalText(error, translate);
  return code?.startsWith('error.sign.') ? translate(`${F}.problem.${code.slice('error.sign.'.length)}`, { _: general }) : general;
}
