import { DEFAULT_BOX, MAX_BOXES, MAX_SIGNERS } from '../../shared/signing/wire.js';
import type { AskDraft, DraftBox, DraftSigner } from './draft.js';

/**
 * The edits of a request being put together, as pure functions of the draft: the panel and the boxes
 * over the pages call them through the viewer's `setDraft`. Any edit takes back the server's last
 * refusal, which named the request as it was.
 */

/**
 * Signers' colours, apart from each other and dark enough for a name written in them over their own
 * tint (a box's 12 % fill): 4.6:1 at least, as small text needs.
 */
export const SIGNER_COLORS = ['#1565c0', '#1b5e20', '#6a1b9a', '#b71c1c', '#00695c', '#ad1457', '#4e342e', '#bf360c'] as const;

/** The smallest side a box may be given, in points: room for a name and a date. */
export const MIN_BOX_SIDE = 20;

/** A page's size as shown at scale 1, in points. */
export interface PageSize {
  width: number;
  height: number;
}

type NewSigner = Pick<DraftSigner, 'login' | 'name' | 'email' | 'langKey'>;

/** A signer added after the others, one step after the last, in a colour of their own; their boxes are the ones placed next. */
export function addSigner(draft: AskDraft, signer: NewSigner): AskDraft {
  if (draft.signers.length >= MAX_SIGNERS) return draft;
  const key = `signer-${draft.next}`;
  const used = new Set(draft.signers.map((s) => s.color));
  const color = SIGNER_COLORS.find((c) => !used.has(c)) ?? SIGNER_COLORS[draft.signers.length % SIGNER_COLORS.length];
  const order = Math.min(100, Math.max(0, ...draft.signers.map((s) => s.order)) + 1);
  return { ...draft, signers: [...draft.signers, { ...signer, key, order, color }], selected: key, next: draft.next + 1, refusal: null };
}

export function updateSigner(draft: AskDraft, key: string, changes: Partial<Omit<DraftSigner, 'key' | 'color' | 'login'>>): AskDraft {
  return { ...draft, signers: draft.signers.map((s) => (s.key === key ? { ...s, ...changes } : s)), refusal: null };
}

/** A signer taken out with their boxes; the placing goes to the last signer left. */
export function removeSigner(draft: AskDraft, key: string): AskDraft {
  const signers = draft.signers.filter((s) => s.key !== key);
  const selected = draft.selected === key ? (signers.at(-1)?.key ?? null) : draft.selected;
  return { ...draft, signers, boxes: draft.boxes.filter((b) => b.signerKey !== key), selected, refusal: null };
}

export const selectSigner = (draft: AskDraft, key: string): AskDraft => ({ ...draft, selected: key });

export const boxesOf = (draft: AskDraft, signerKey: string) => draft.boxes.filter((b) => b.signerKey === signerKey);

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max));
const round = (n: number) => Math.round(n * 100) / 100;

/** A box's position and size kept on its page: no side under MIN_BOX_SIDE nor over the page, no part off it. */
export function withinPage(box: Pick<DraftBox, 'x' | 'y' | 'width' | 'height'>, page: PageSize) {
  const width = round(clamp(box.width, MIN_BOX_SIDE, page.width));
  const height = round(clamp(box.height, MIN_BOX_SIDE, page.height));
  return { x: round(clamp(box.x, 0, page.width - width)), y: round(clamp(box.y, 0, page.height - height)), width, height };
}

/**
 * A box of the default size for the selected signer, centred on a point of the page (points from its
 * top left corner as shown at scale 1) and kept on it. Nothing without a signer to place for, or
 * once they have the most boxes a request takes.
 */
export function placeBox(draft: AskDraft, page: number, size: PageSize, at: { x: number; y: number }): AskDraft {
  const signerKey = draft.selected;
  if (!signerKey || boxesOf(draft, signerKey).length >= MAX_BOXES) return draft;
  const { width, height } = DEFAULT_BOX;
  const box = { key: `box-${draft.next}`, signerKey, page, ...withinPage({ x: at.x - width / 2, y: at.y - height / 2, width, height }, size) };
  return { ...draft, boxes: [...draft.boxes, box], next: draft.next + 1, refusal: null };
}

/** A box moved or resized, kept on its page. */
export function setBox(draft: AskDraft, key: string, place: Pick<DraftBox, 'x' | 'y' | 'width' | 'height'>, size: PageSize): AskDraft {
  return { ...draft, boxes: draft.boxes.map((b) => (b.key === key ? { ...b, ...withinPage(place, size) } : b)), refusal: null };
}

export const removeBox = (draft: AskDraft, key: string): AskDraft => ({ ...draft, boxes: draft.boxes.filter((b) => b.key !== key), refusal: null });
