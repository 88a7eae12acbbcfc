import type { PdfRect } from '../geometry/shown-page.js';

/**
 * The objects drawn on a PDF (spec 001 §3), kept in the page's PDF points (`PdfRect`), so that
 * they stay where they were put through zoom, fit and rotation. Ids are the type prefix plus a
 * timestamp (`text-1764190000000`).
 */
export type DrawnObjectType = 'sign' | 'handwritten-sign' | 'text';

interface Common {
  id: string;
  pageNumber: number;
  /** Where the object is, in PDF points: for a text, its bounding rectangle. */
  rect: PdfRect;
}

/** A sign box: placed by the signer (mode 2, or when sign-and-save is off), or preloaded from the sign info. */
export interface SignBoxObject extends Common {
  type: 'sign';
  preLoaded: boolean;
  approved: boolean;
  /** The signer it belongs to (FSign_User) and their name, for preloaded boxes. */
  userId?: string | number;
  userName?: string;
}

export interface HandwrittenObject extends Common {
  type: 'handwritten-sign';
  /** Polyline pieces in PDF points. */
  segments: { x: number; y: number }[][];
}

export type TextFont = 'courier' | 'helvetica' | 'timesRoman';
export type TextAnchor = 'start' | 'middle' | 'end';

export interface TextObject extends Common {
  type: 'text';
  text: string;
  /** In points. */
  fontSize: number;
  font: TextFont;
  /** A CSS colour, `#rrggbb`. */
  color: string;
  textAnchor: TextAnchor;
}

export type DrawnObject = SignBoxObject | HandwrittenObject | TextObject;

/** Spec 001 §3 and §9 defaults and limits. */
export const TEXT_DEFAULTS = { text: 'New Text...', fontSize: 24, font: 'helvetica', color: '#000000', textAnchor: 'start' } as const;
export const FONT_SIZE_RANGE = { min: 5, max: 100 } as const;
export const HANDWRITTEN_SIZE_RANGE = { min: 5, max: 1000 } as const;
/** The default sign box, 200 by 150 CSS pixels at 100 %: 150 by 112.5 points. */
export const SIGN_BOX_POINTS = { width: 150, height: 112.5 } as const;

export const newObjectId = (type: DrawnObjectType, now = Date.now()) => `${type}-${now}`;
