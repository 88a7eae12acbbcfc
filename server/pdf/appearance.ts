import { ops } from '@libpdf/core';
import { BadAppearance } from './errors.js';
import type { DrawingFonts, FontFamily, TextFont } from './text-fonts.js';
import type { ShownRect } from './page-geometry.js';

/** A content-stream operator (the library does not export its class). */
export type Operator = ReturnType<typeof ops.stroke>;

/** What to paint in one place: its box on the shown page, the operators that paint it (relative to the box), the fonts they name. */
export interface Drawing {
  box: ShownRect;
  operators: Operator[];
  fonts: Set<string>;
}

const FRAME_RGB = [0.12, 0.23, 0.54] as const;
const MAX_LINE_SIZE = 12;
const MIN_LINE_SIZE = 4;
const LEADING = 1.2;
/** Where a line's baseline sits below its top, as a share of the font size (Helvetica's ascent is 0.718). */
const ASCENT = 0.8;
/**
 * How far above the baseline accents over capitals reach (Å, Ê, Ż: 0.93 in Helvetica and DejaVu):
 * room the drawing keeps above its first line, since whatever leaves a drawing's box is cut off.
 */
const ACCENT_TOP = 0.95;

function finite(rect: ShownRect, what: string): ShownRect {
  if (![rect.x, rect.y, rect.width, rect.height].every(Number.isFinite) || rect.width < 0 || rect.height < 0)
    throw new BadAppearance(`${what} has no valid position and size`);
  return rect;
}

/** A line as wide as the room at most: a smaller size first, then cut with an ellipsis. */
function fitLine(text: string, font: TextFont, size: number, room: number): { text: string; size: number } {
  const width = font.width(text, size);
  if (width <= room) return { text, size };
  const smaller = Math.max(MIN_LINE_SIZE, (size * room) / width);
  // At the smaller size the line fits (to rounding), unless that size would be below the smallest.
  if (font.width(text, smaller) <= room + 0.01) return { text, size: smaller };
  const chars = [...text];
  while (chars.length > 1 && font.width(`${chars.join('')}…`, smaller) > room) chars.pop();
  return { text: `${chars.join('').trimEnd()}…`, size: smaller };
}

/**
 * A signature box: a frame with the signer's lines (name, date, reason…) inside, each line in the
 * largest size up to 12 pt that fits the box.
 */
export function signatureBox(rect: ShownRect, lines: string[], fonts: DrawingFonts): Drawing {
  const box = finite(rect, 'A signature box');
  const pad = Math.min(4, box.width * 0.05, box.height * 0.05);
  const given = lines.map((l) => l.normalize('NFC')).filter((l) => l.trim() !== '');
  const font = fonts.forTexts('helvetica', given);
  const texts = given.map(font.shown);
  const operators: Operator[] = [
    ops.pushGraphicsState(),
    ops.setStrokingRGB(...FRAME_RGB),
    ops.setLineWidth(1),
    ops.rectangle(0.5, 0.5, Math.max(0, box.width - 1), Math.max(0, box.height - 1)),
    ops.stroke(),
    ops.popGraphicsState(),
  ];
  if (texts.length) {
    const size = Math.max(MIN_LINE_SIZE, Math.min(MAX_LINE_SIZE, (box.height - 2 * pad) / (texts.length * LEADING)));
    const room = Math.max(1, box.width - 2 * pad);
    operators.push(ops.pushGraphicsState(), ops.setNonStrokingRGB(0, 0, 0), ops.beginText());
    texts.forEach((line, i) => {
      const fitted = fitLine(line, font, size, room);
      // A box's lines fill it: the first one's accents to the last one's descenders (1.2 per line).
      const baseline = box.height - pad - size * (ACCENT_TOP + i * LEADING);
      operators.push(ops.setFont(`/${font.key}`, fitted.size), ops.setTextMatrix(1, 0, 0, 1, pad, baseline), ops.showText(font.operand(fitted.text)));
    });
    operators.push(ops.endText(), ops.popGraphicsState());
  }
  return { box, operators, fonts: new Set(texts.length ? [font.key] : []) };
}

/** A handwritten signature: its polylines in black, stroke 1 (001 §9), in a box around its points. */
export function handwriting(segments: Array<Array<{ x: number; y: number }>>): Drawing | undefined {
  const points = segments.flat();
  if (!points.length) return undefined;
  if (!points.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y))) throw new BadAppearance('A handwritten signature has a point that is not a number');
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  // Half the stroke beyond the outermost points, so that nothing of the line is clipped.
  const x0 = Math.min(...xs) - 1;
  const y0 = Math.min(...ys) - 1;
  const box = { x: x0, y: y0, width: Math.max(...xs) + 1 - x0, height: Math.max(...ys) + 1 - y0 };
  const operators: Operator[] = [ops.pushGraphicsState(), ops.setStrokingRGB(0, 0, 0), ops.setLineWidth(1), ops.setLineCap(1), ops.setLineJoin(1)];
  for (const segment of segments) {
    if (!segment.length) continue;
    operators.push(ops.moveTo(segment[0].x - x0, segment[0].y - y0));
    // A single point is drawn as a dot: a line of no length with round caps.
    for (const p of segment.length > 1 ? segment.slice(1) : segment) operators.push(ops.lineTo(p.x - x0, p.y - y0));
    operators.push(ops.stroke());
  }
  operators.push(ops.popGraphicsState());
  return { box, operators, fonts: new Set() };
}

const FAMILIES: FontFamily[] = ['helvetica', 'courier', 'timesRoman'];

export interface TextStyle {
  fontSize?: number;
  font?: FontFamily;
  /** A CSS colour: #rgb, #rrggbb, rgb(r, g, b) or a basic colour name; black otherwise. */
  color?: string;
  textAnchor?: 'start' | 'middle' | 'end';
}

/** Drawn text (001 §3): from the top of its box, anchored at its start, middle or end; one line per line break. */
export function drawnText(rect: ShownRect, text: string, style: TextStyle, fonts: DrawingFonts): Drawing | undefined {
  const at = finite(rect, 'A text');
  const given = text.normalize('NFC').split(/\r\n|\r|\n/);
  if (!given.some((l) => l.trim() !== '')) return undefined;
  const font = fonts.forTexts(style.font && FAMILIES.includes(style.font) ? style.font : 'helvetica', given);
  const lines = given.map(font.shown);
  const size = Math.min(100, Math.max(5, Number.isFinite(style.fontSize) ? style.fontSize! : 24));
  const widths = lines.map((l) => font.width(l, size));
  // Where each line starts, relative to the given box; a line wider than the box goes past its edge.
  const starts = widths.map((w) => (style.textAnchor === 'middle' ? (at.width - w) / 2 : style.textAnchor === 'end' ? at.width - w : 0));
  const left = Math.min(0, ...starts);
  const right = Math.max(at.width, ...starts.map((s, i) => s + widths[i]));
  const height = Math.max(at.height, size * (ASCENT + 0.25 + (lines.length - 1) * LEADING));
  // The box grows downwards from the top of the given one when the text needs more room, and
  // upwards by the room accents over capitals take above the top.
  const headroom = size * (ACCENT_TOP - ASCENT);
  const box = { x: at.x + left, y: at.y + at.height - height, width: right - left, height: height + headroom };
  const [r, g, b] = cssColor(style.color);
  const operators: Operator[] = [ops.pushGraphicsState(), ops.setNonStrokingRGB(r, g, b), ops.beginText(), ops.setFont(`/${font.key}`, size)];
  lines.forEach((line, i) => {
    operators.push(ops.setTextMatrix(1, 0, 0, 1, starts[i] - left, height - size * (ASCENT + i * LEADING)), ops.showText(font.operand(line)));
  });
  operators.push(ops.endText(), ops.popGraphicsState());
  return { box, operators, fonts: new Set([font.key]) };
}

const NAMED: Record<string, [number, number, number]> = {
  black: [0, 0, 0], white: [1, 1, 1], red: [1, 0, 0], green: [0, 0.5, 0], blue: [0, 0, 1], gray: [0.5, 0.5, 0.5], grey: [0.5, 0.5, 0.5],
  orange: [1, 0.65, 0], yellow: [1, 1, 0], navy: [0, 0, 0.5], darkblue: [0, 0, 0.55], darkred: [0.55, 0, 0], purple: [0.5, 0, 0.5],
};

/** A CSS colour as RGB from 0 to 1; black when it cannot be read. */
export function cssColor(color: string | undefined): [number, number, number] {
  const value = (color ?? '').trim().toLowerCase();
  if (NAMED[value]) return NAMED[value];
  let hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
    return [0, 2, 4].map((i) => parseInt(hex!.slice(i, i + 2), 16) / 255) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(,[^)]*)?\)$/.exec(value);
  if (rgb) return [1, 2, 3].map((i) => Math.min(255, Number(rgb[i])) / 255) as [number, number, number];
  return [0, 0, 0];
}
