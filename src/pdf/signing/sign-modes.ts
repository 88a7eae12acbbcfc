import type { PdfRect, ShownPage } from '../geometry/shown-page.js';
import type { SignField, SignInfo } from '../../shared/signing/wire.js';

/**
 * The sign modes of spec 001 §4 as pure rules: whose preloaded boxes are whose, when signing is
 * enabled, and where a box lies on its page. The viewer's components only ask these.
 */

/** Who is looking: an account's login, or an external signer (their id comes with the sign info's userIdExt). */
export interface Signer {
  login?: string;
}

/** A preloaded box as the viewer keeps it: its index in the sign info is its key. */
export interface PreloadedBox {
  key: string;
  field: SignField;
  /** The caller's own box (to approve); otherwise another signer's (shown apart, not clickable). */
  own: boolean;
}

/** Whether a box of the sign info is the caller's: FSign_User is the login, or the external signer's id. */
export function isOwnField(field: SignField, info: Pick<SignInfo, 'userIdExt'>, signer: Signer): boolean {
  if (info.userIdExt !== null && info.userIdExt !== undefined) return String(field.FSign_User) === String(info.userIdExt);
  return signer.login !== undefined && typeof field.FSign_User === 'string' && field.FSign_User.toLowerCase() === signer.login.toLowerCase();
}

/** The preloaded boxes still to sign (a box already signed is drawn in the PDF itself), each marked own or another's. */
export function preloadedBoxes(info: SignInfo | undefined, signer: Signer): PreloadedBox[] {
  if (!info || info.imgManage === 2) return [];
  return info.signFields
    .map((field, index) => ({ key: `sign-${index}`, field, own: isOwnField(field, info, signer) }))
    .filter((box) => !box.field.signed);
}

/**
 * Whether signing is enabled by the mode (001 §4): 0 at once; 2 once the signer placed a box; 3 once
 * the caller's own boxes are all approved; 1, 4 and 5 once every preloaded box is approved.
 */
export function signingEnabled(imgManage: number, boxes: PreloadedBox[], approved: ReadonlySet<string>, placedBoxes: number): boolean {
  switch (imgManage) {
    case 0:
      return true;
    case 2:
      return placedBoxes > 0;
    case 3:
      return boxes.filter((b) => b.own).every((b) => approved.has(b.key));
    default:
      return boxes.every((b) => approved.has(b.key));
  }
}

/** Whether approving a box is the caller's to do in this mode: their own boxes in 3, every box in 1, 4, 5; none in 0 and 2. */
export function approvable(imgManage: number, box: PreloadedBox): boolean {
  if (imgManage === 0 || imgManage === 2) return false;
  return imgManage === 3 ? box.own : true;
}

/** What the mode still asks of the signer before they may sign: a box to approve (the first in page order), a box to place (mode 2), or nothing. */
export type SignStep = { approve: PreloadedBox } | 'place' | undefined;

/** The next thing the signer must do for the mode to allow signing (001 §4), so that the page can say it. */
export function nextSignStep(imgManage: number, boxes: PreloadedBox[], approved: ReadonlySet<string>, placedBoxes: number): SignStep {
  if (signingEnabled(imgManage, boxes, approved, placedBoxes)) return undefined;
  if (imgManage === 2) return 'place';
  const waiting = boxes.filter((b) => approvable(imgManage, b) && !approved.has(b.key));
  // The boxes keep the sign info's order; the first page holding one comes first.
  const first = waiting.reduce<PreloadedBox | undefined>((a, b) => (!a || b.field.Fpage_number < a.field.Fpage_number ? b : a), undefined);
  return first && { approve: first };
}

/** The sign button is offered once the mode allows it, the caller may sign, and every page was read. */
export function signButtonEnabled(enabled: boolean, canSign: boolean, allVisited: boolean): boolean {
  return enabled && canSign && allVisited;
}

/**
 * Whether approving this box completes the approval (001 §4: "signing triggers automatically once"):
 * true only on the change from not enabled to enabled, in the approving modes.
 */
export function approvalCompletes(imgManage: number, boxes: PreloadedBox[], before: ReadonlySet<string>, after: ReadonlySet<string>): boolean {
  if (imgManage === 0 || imgManage === 2) return false;
  return !signingEnabled(imgManage, boxes, before, 0) && signingEnabled(imgManage, boxes, after, 0);
}

/**
 * A sign info box in the page's PDF points: Ffield_x, Ffield_y are points from origin_Corner of the
 * page as shown (at scale 1 in its own rotation, `base`) to the box's corner on that side.
 */
export function fieldToPdfRect(field: SignField, page: Pick<ShownPage, 'base'>): PdfRect {
  const { width, height } = page.base;
  const fromRight = field.origin_Corner.endsWith('dx');
  const fromTop = field.origin_Corner.startsWith('Alto');
  const left = fromRight ? width - field.Ffield_x - field.Ffield_width : field.Ffield_x;
  const top = fromTop ? field.Ffield_y : height - field.Ffield_y - field.Ffield_height;
  return page.base.rectToPdf({ left, top, width: field.Ffield_width, height: field.Ffield_height });
}

/**
 * The reason the sign form starts with: the list's entry matching the default ignoring case (001 §5),
 * none when the list lacks it; the default itself for a free reason (no list).
 */
export const defaultReason = (info: Pick<SignInfo, 'reasonDefault'>, entries: { label: string }[] | undefined) =>
  entries ? (entries.find((e) => e.label.toLowerCase() === info.reasonDefault.toLowerCase())?.label ?? '') : info.reasonDefault;
