import type { Corner } from '../../../src/shared/signing/wire.js';
import type { SignMode } from '../../docstore/model.js';
import type { RequestState, SignerState } from '../../../src/shared/signing/requests.js';

/** A signature request as the signing flows use it (stored by store.ts). */
export interface SignRequest {
  id: number;
  /** The document's first version: the request follows it through the versions its signatures make. */
  rootId: number;
  familyId: number;
  imgManage: SignMode;
  /** The request's own reason settings, where they differ from the family's. */
  reason: ReasonOverride | null;
  /** YYYYMMDD. */
  dueDate: number | null;
  state: RequestState;
  createdBy: string;
  createdAt: number;
  /** The asker's words for the invitations. */
  message: string | null;
  /** Reminders mailed by themselves (scheduler.ts): every N days after the last mail, and N days before the due date. */
  reminders: { everyDays: number | null; beforeDueDays: number | null };
  /** What the due date does: only remind, or also end the request (expired). */
  onDue: 'remind' | 'expire';
  /** How it ended, when it did not complete: who (a login or `external:{id}`), when, why. */
  ended: { by: string; at: number; reason: string | null } | null;
  /** When the scheduler looks at it next; null: never again. */
  nextRunAt: number | null;
  /** The attachment holding its completion certificate, once made. */
  certificateId: number | null;
  /** In signing order. */
  signers: Signer[];
}

export interface ReasonOverride {
  /** A value list's key; null for free text. */
  list?: string | null;
  default?: string;
  editable?: boolean;
  mandatory?: boolean;
}

export interface Signer {
  id: number;
  requestId: number;
  order: number;
  /** A portal account's login, or null for an external signer. */
  login: string | null;
  /** An external signer's address (accounts are mailed at their own). */
  email: string | null;
  name: string;
  langKey: string;
  signedAt: number | null;
  signedDocumentId: number | null;
  /** When they were mailed that it is their turn; null while an earlier step signs. */
  invitedAt: number | null;
  openedAt: number | null;
  declinedAt: number | null;
  remindedAt: number | null;
  reminders: number;
  /** The client address the signature came from, and what confirmed it besides the one-time password. */
  signedFrom: string | null;
  signedWith: 'signature-password' | 'one-time-password' | null;
  boxes: Box[];
}

/** Page from 1; position and size in PDF points, measured from `corner` of the page as shown. */
export interface Box {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  corner: Corner;
}

/** Whether it is the signer's turn: every signer of an earlier order has signed. */
export const isTurnOf = (
  request: Pick<SignRequest, 'state'> & { signers: Pick<Signer, 'order' | 'signedAt'>[] },
  signer: Pick<Signer, 'order' | 'signedAt'>,
): boolean =>
  request.state === 'open' && signer.signedAt === null && request.signers.every((s) => s.order >= signer.order || s.signedAt !== null);

/** How the flows name a signer in the audit trail and as a version's author (at most 50 characters). */
export const signerLogin = (signer: Signer): string => signer.login ?? `external:${signer.id}`;

/** A signer's state as the asker follows it. */
export function signerState(request: SignRequest, signer: Signer): SignerState {
  if (signer.signedAt !== null) return 'signed';
  if (signer.declinedAt !== null) return 'declined';
  if (signer.openedAt !== null) return 'opened';
  return signer.invitedAt !== null || (request.state === 'open' && isTurnOf(request, signer)) ? 'invited' : 'waiting';
}

/** A YYYYMMDD date as people read it, YYYY-MM-DD. */
export const shownDate = (yyyymmdd: number) => `${String(yyyymmdd).slice(0, 4)}-${String(yyyymmdd).slice(4, 6)}-${String(yyyymmdd).slice(6, 8)}`;
