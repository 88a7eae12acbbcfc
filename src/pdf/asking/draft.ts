/**
 * A signature request as it is being put together in the viewer (docs/signing.md, "Asking in the
 * viewer"): who signs, at which step, in which boxes, in which mode and by when. The viewer keeps it
 * while the asking panel is open; the panel and the boxes over the pages edit it (draft-edits.ts)
 * and send it (request-body.ts).
 */

export interface DraftSigner {
  key: string;
  /** An account's login; an external signer has none. */
  login?: string;
  /** The account's name as the candidates answer it, or what was typed for an external signer. */
  name: string;
  /** An external signer's e-mail address and language for the mails. */
  email?: string;
  langKey?: string;
  /** The step (order) from 1: equal steps sign in any order among themselves. */
  order: number;
  /** The colour of the signer's row and boxes. */
  color: string;
}

/** A box in PDF points from the top left corner of its page as shown at scale 1 (the request's 'Alto sx'). */
export interface DraftBox {
  key: string;
  signerKey: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A refusal of the server, placed where it belongs: a signer's row, one of their boxes, or the request as a whole. */
export interface Refusal {
  signerKey?: string;
  boxKey?: string;
  message: string;
}

/**
 * What the signers' reason must be (the request's `reason`): chosen from a value list (its id, -1 for
 * free text), a default, whether signers may change it and whether they must give one.
 */
export interface ReasonRules {
  list: number;
  default: string;
  editable: boolean;
  mandatory: boolean;
}

/** A free, editable, optional reason: the rules of a family that names none. */
export const FREE_REASON: ReasonRules = { list: -1, default: '', editable: true, mandatory: false };

export interface AskDraft {
  signers: DraftSigner[];
  boxes: DraftBox[];
  /** The signer whose box a click on a page places. */
  selected: string | null;
  imgManage: number;
  /** YYYY-MM-DD, or empty for none. */
  dueDate: string;
  /** What follows the request (request-body.ts): the invitation's message, reminders every so many days and before the due date (as typed, empty for none), and what the due date does. */
  message: string;
  everyDays: string;
  beforeDueDays: string;
  onDue: 'remind' | 'expire';
  /** The reason rules, as the sign info has them to begin with (the family's, or the document's last request's). */
  reason: ReasonRules;
  refusal: Refusal | null;
  /** Send was pressed once: the rows show what they lack from then on. */
  tried: boolean;
  /** The number the next signer's or box's key takes. */
  next: number;
}

export const emptyDraft = (imgManage: number, reason: ReasonRules = FREE_REASON): AskDraft => ({
  signers: [],
  boxes: [],
  selected: null,
  imgManage,
  dueDate: '',
  message: '',
  everyDays: '',
  beforeDueDays: '',
  onDue: 'remind',
  reason,
  refusal: null,
  tried: false,
  next: 1,
});
