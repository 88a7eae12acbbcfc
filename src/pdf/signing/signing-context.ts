import { createContext, useContext } from 'react';
import type { SignCredentials } from '../../shared/signing/wire';
import type { PreloadedBox, SignStep } from './sign-modes';
import type { ShownBox } from './useShowBox';
import type { SignBody } from '../../shared/signing/wire';

/** The modal open: the sign form, or one a negative answer opened (-3, -4, -7). */
export type SignModal = 'sign' | 'credentials' | 'password-set' | 'password-reset';

/** What the sign boxes, the sign button and the modals of one open viewer share. */
export interface Signing {
  /** The sign info's boxes still to sign, each the caller's or another signer's. */
  boxes: PreloadedBox[];
  approved: ReadonlySet<string>;
  /** Approves (or withdraws the approval of) one of the caller's boxes; completing the approval opens the sign form once. */
  toggle(key: string): void;
  /** The sign button may be pressed: the mode's rule, the caller's turn, every page read. */
  buttonEnabled: boolean;
  /** What the mode still asks of the signer before they may sign (a box to approve or to place). */
  step: SignStep;
  /** A box asked to come into sight, until it says it has (`boxShown`). */
  shownBox: ShownBox | null;
  /** Goes to a box's page and brings the box into sight, the focus on it if asked. */
  showBox(key: string, focus: boolean): void;
  boxShown(): void;
  modal: SignModal | null;
  openSign(): void;
  close(): void;
  /** Sends a signature; a -3, -4 or -7 keeps it to send again once its modal is done. */
  sign(body: SignBody): Promise<void>;
  /** Sends the kept signature again, with credentials after a -3. */
  repeat(credentials?: SignCredentials): Promise<void>;
  /** A sign call is under way. */
  signing: boolean;
  /** The meanings list a -3 named (x-list-id). */
  meaningsList: number | undefined;
  /** How many times credentials were asked for (-3): the modal's form starts afresh each time. */
  credentialsAsked: number;
  /** Why the last sign call failed ('Sign error: …'), until the next one. */
  lastError: string | undefined;
  /** The signed-in account's login (undefined for an external signer). */
  login: string | undefined;
}

export const SigningContext = createContext<Signing | null>(null);

export function useSigning(): Signing {
  const signing = useContext(SigningContext);
  if (!signing) throw new Error('useSigning is used outside a PDF viewer');
  return signing;
}
