import type { NewSignRequest, NewSigner } from '../../shared/signing/wire.js';
import type { AskDraft, Refusal } from './draft.js';
import { boxesOf } from './draft-edits.js';
import { personProblems, type PersonProblems } from '../signers/person.js';

/**
 * The draft as the request's body (NEW_SIGN_REQUEST_SCHEMA), what is wrong with it before it goes,
 * and the server's refusal read back onto it: the body lists the signers, and each signer's boxes, in
 * the draft's order, so that `signers[1].boxes[0]` names a row and a box of the panel.
 */

export function requestBody(draft: AskDraft): NewSignRequest {
  const placing = draft.imgManage !== 2;
  const signers = draft.signers.map((s): NewSigner => {
    const who: NewSigner = s.login !== undefined ? { login: s.login } : { email: s.email?.trim(), name: s.name.trim(), langKey: s.langKey };
    const boxes = placing ? boxesOf(draft, s.key).map(({ page, x, y, width, height }) => ({ page, x, y, width, height, corner: 'Alto sx' as const })) : [];
    return { ...who, order: s.order, ...(boxes.length ? { boxes } : {}) };
  });
  return { signers, imgManage: draft.imgManage, ...(draft.dueDate ? { dueDate: draft.dueDate } : {}), ...followUp(draft), reason: reasonRules(draft) };
}

/**
 * The reason rules as the panel shows them, all of them: the sign info's may be the last request's,
 * which a new request would not take by itself.
 */
function reasonRules({ reason }: AskDraft): NonNullable<NewSignRequest['reason']> {
  const fallback = reason.default.trim();
  return { list: reason.list, editable: reason.editable, mandatory: reason.mandatory, ...(fallback ? { default: fallback } : {}) };
}

/** A reason signers must give and cannot change needs a default to give: a translation key, or undefined. */
export const reasonProblem = ({ reason }: AskDraft): string | undefined => (!reason.editable && reason.mandatory && !reason.default.trim() ? `${P}.fixedReason` : undefined);

/** Whole days from 1 to 90 as typed, or undefined for an empty field. */
const days = (typed: string): number | undefined => (typed.trim() === '' ? undefined : Number(typed));
const validDays = (typed: string) => days(typed) === undefined || (Number.isInteger(days(typed)) && days(typed)! >= 1 && days(typed)! <= 90);

/** The message, the reminders and what the due date does: what the request says beyond its signers. */
function followUp(draft: AskDraft): Pick<NewSignRequest, 'message' | 'reminders' | 'onDue'> {
  const everyDays = days(draft.everyDays);
  const beforeDueDays = draft.dueDate ? days(draft.beforeDueDays) : undefined;
  return {
    ...(draft.message.trim() ? { message: draft.message.trim() } : {}),
    ...(everyDays !== undefined || beforeDueDays !== undefined ? { reminders: { ...(everyDays !== undefined ? { everyDays } : {}), ...(beforeDueDays !== undefined ? { beforeDueDays } : {}) } } : {}),
    ...(draft.dueDate && draft.onDue === 'expire' ? { onDue: 'expire' as const } : {}),
  };
}

/** What the follow-up fields get wrong, by field, as translation keys. */
export function followUpProblems(draft: AskDraft): { everyDays?: string; beforeDueDays?: string } {
  return {
    ...(validDays(draft.everyDays) ? {} : { everyDays: `${P}.days` }),
    ...(validDays(draft.beforeDueDays) ? {} : { beforeDueDays: `${P}.days` }),
  };
}

/** What a signer's row lacks, by field, as translation keys. */
export interface SignerProblems extends PersonProblems {
  order?: string;
}

const P = 'portico.pdf.ask.problem';

/** What the draft lacks or gets wrong before it is sent: by signer, and for the request (no signer yet). */
export function draftProblems(draft: AskDraft): { signers: Record<string, SignerProblems>; request?: string } {
  const signers: Record<string, SignerProblems> = {};
  const seen = new Set<string>();
  for (const s of draft.signers) {
    const email = s.email?.trim() ?? '';
    const problems: SignerProblems = s.login === undefined ? personProblems(email, s.name) : {};
    const who = s.login !== undefined ? `login:${s.login.toLowerCase()}` : `email:${email.toLowerCase()}`;
    if (email || s.login !== undefined) {
      if (seen.has(who)) problems[s.login !== undefined ? 'name' : 'email'] = `${P}.twice`;
      seen.add(who);
    }
    if (!Number.isInteger(s.order) || s.order < 1 || s.order > 100) problems.order = `${P}.order`;
    if (Object.keys(problems).length) signers[s.key] = problems;
  }
  const followUp = Object.values(followUpProblems(draft))[0] ?? reasonProblem(draft);
  return { signers, ...(draft.signers.length ? (followUp ? { request: followUp } : {}) : { request: `${P}.noSigners` }) };
}

export const hasProblems = (problems: ReturnType<typeof draftProblems>) => !!problems.request || Object.keys(problems.signers).length > 0;

/**
 * The server's refusal placed on the draft it refused: a detail that starts with `signers[i]` or
 * `signers[i].boxes[j]` belongs to that row or box (its words after the colon), any other to the
 * request as a whole.
 */
export function refusalAt(draft: AskDraft, detail: string): Refusal {
  const match = /^signers\[(\d+)\](?:\.boxes\[(\d+)\])?[^:]*:\s*([\s\S]*)$/.exec(detail);
  const signer = match ? draft.signers[Number(match[1])] : undefined;
  if (!match || !signer) return { message: detail };
  const box = match[2] !== undefined ? boxesOf(draft, signer.key)[Number(match[2])] : undefined;
  return { signerKey: signer.key, ...(box ? { boxKey: box.key } : {}), message: match[3] };
}
