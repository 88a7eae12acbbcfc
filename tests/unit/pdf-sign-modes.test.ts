import { describe, expect, it } from 'vitest';
import { PDFDocument, degrees } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { shownPage } from '../../src/pdf/geometry/shown-page.js';
import { approvable, approvalCompletes, defaultReason, fieldToPdfRect, isOwnField, nextSignStep, preloadedBoxes, signButtonEnabled, signingEnabled } from '../../src/pdf/signing/sign-modes.js';
import type { SignField, SignInfo } from '../../src/shared/signing/wire.js';

const field = (over: Partial<SignField> = {}): SignField => ({
  Fpage_number: 1, Ffield_x: 10, Ffield_y: 20, Ffield_width: 150, Ffield_height: 112.5,
  origin_Corner: 'Alto sx', FSign_User: 'user', FSign_User_Name: 'Paolo Bianchi', signed: false, ...over,
});

const info = (over: Partial<SignInfo> = {}): SignInfo => ({
  imgManage: 3, requiredDigitalSign: true, userIdExt: null, signFields: [], reasonValueList: -1, reasonDefault: '',
  reasonEditable: true, reasonMandatory: false, signatureCount: 0, signatures: [], verdicts: [], activeContent: [], pdfRefusal: null, canSign: true, canAsk: false, signedDocumentId: null, request: null, ...over,
});

describe('whose boxes', () => {
  it('an account owns the boxes naming its login, whatever the case', () => {
    expect(isOwnField(field({ FSign_User: 'User' }), info(), { login: 'user' })).toBe(true);
    expect(isOwnField(field({ FSign_User: 'admin' }), info(), { login: 'user' })).toBe(false);
    // An external signer's id is no login, even when it reads the same.
    expect(isOwnField(field({ FSign_User: 7 }), info(), { login: '7' })).toBe(false);
  });

  it("an external signer owns the boxes naming their id (userIdExt), not an account's", () => {
    const ext = info({ userIdExt: 7 });
    expect(isOwnField(field({ FSign_User: 7 }), ext, {})).toBe(true);
    expect(isOwnField(field({ FSign_User: '7' }), ext, {})).toBe(true);
    expect(isOwnField(field({ FSign_User: 'user' }), ext, { login: 'user' })).toBe(false);
  });

  it('boxes already signed are left out; mode 2 has none', () => {
    const signFields = [field(), field({ FSign_User: 'admin', signed: true }), field({ FSign_User: 'admin' })];
    const boxes = preloadedBoxes(info({ signFields }), { login: 'user' });
    expect(boxes.map((b) => [b.key, b.own])).toEqual([['sign-0', true], ['sign-2', false]]);
    expect(preloadedBoxes(info({ imgManage: 2, signFields }), { login: 'user' })).toEqual([]);
    expect(preloadedBoxes(undefined, { login: 'user' })).toEqual([]);
  });
});

describe('when signing is enabled (001 §4)', () => {
  const boxes = preloadedBoxes(info({ signFields: [field(), field({ FSign_User: 'admin' }), field()] }), { login: 'user' });
  const none = new Set<string>();
  const own = new Set(['sign-0', 'sign-2']);
  const all = new Set(['sign-0', 'sign-1', 'sign-2']);

  it('mode 0: at once', () => expect(signingEnabled(0, boxes, none, 0)).toBe(true));
  it('mode 2: once a box is placed', () => {
    expect(signingEnabled(2, [], none, 0)).toBe(false);
    expect(signingEnabled(2, [], none, 1)).toBe(true);
  });
  it("mode 3: once the caller's own boxes are approved, not the others'", () => {
    expect(signingEnabled(3, boxes, none, 0)).toBe(false);
    expect(signingEnabled(3, boxes, new Set(['sign-0']), 0)).toBe(false);
    expect(signingEnabled(3, boxes, own, 0)).toBe(true);
  });
  it.each([1, 4, 5])('mode %i: once every preloaded box is approved', (mode) => {
    expect(signingEnabled(mode, boxes, own, 0)).toBe(false);
    expect(signingEnabled(mode, boxes, all, 0)).toBe(true);
  });
  it("only the caller's boxes are approvable in mode 3; none in 0 and 2", () => {
    expect(boxes.map((b) => approvable(3, b))).toEqual([true, false, true]);
    expect(boxes.map((b) => approvable(4, b))).toEqual([true, true, true]);
    expect(approvable(0, boxes[0]!)).toBe(false);
    expect(approvable(2, boxes[0]!)).toBe(false);
  });
  it('the sign button waits for every page to be read and for the caller to be allowed', () => {
    expect(signButtonEnabled(true, true, false)).toBe(false);
    expect(signButtonEnabled(true, false, true)).toBe(false);
    expect(signButtonEnabled(false, true, true)).toBe(false);
    expect(signButtonEnabled(true, true, true)).toBe(true);
  });
  it('approval completes once: on the approval that enables signing, not before or after', () => {
    expect(approvalCompletes(3, boxes, none, new Set(['sign-0']))).toBe(false);
    expect(approvalCompletes(3, boxes, new Set(['sign-0']), own)).toBe(true);
    expect(approvalCompletes(3, boxes, own, all)).toBe(false);
    expect(approvalCompletes(0, boxes, none, own)).toBe(false);
  });
});

describe('what the signer is told to do next', () => {
  const signFields = [field({ Fpage_number: 3 }), field({ FSign_User: 'admin', Fpage_number: 1 }), field({ Fpage_number: 2 }), field({ Fpage_number: 2 })];
  const boxes = preloadedBoxes(info({ signFields }), { login: 'user' });
  const keys = (step: ReturnType<typeof nextSignStep>) => (step && step !== 'place' ? step.approve.key : step);

  it("mode 3: their own box on the first page that holds one, never another signer's; nothing once all are approved", () => {
    expect(keys(nextSignStep(3, boxes, new Set(), 0))).toBe('sign-2');
    expect(keys(nextSignStep(3, boxes, new Set(['sign-2']), 0))).toBe('sign-3');
    expect(keys(nextSignStep(3, boxes, new Set(['sign-2', 'sign-3']), 0))).toBe('sign-0');
    expect(nextSignStep(3, boxes, new Set(['sign-0', 'sign-2', 'sign-3']), 0)).toBeUndefined();
  });
  it("modes 1, 4 and 5: any box, another signer's too", () => {
    for (const mode of [1, 4, 5]) expect(keys(nextSignStep(mode, boxes, new Set(), 0))).toBe('sign-1');
  });
  it('mode 2: a box to place until one is; mode 0: nothing', () => {
    expect(nextSignStep(2, [], new Set(), 0)).toBe('place');
    expect(nextSignStep(2, [], new Set(), 1)).toBeUndefined();
    expect(nextSignStep(0, boxes, new Set(), 0)).toBeUndefined();
  });
});

describe('the reason the sign form starts with', () => {
  const entries = [{ label: 'I approve this document' }, { label: 'I agree to the terms' }];
  it("is the list's entry matching the default whatever the case", () => {
    expect(defaultReason({ reasonDefault: 'i AGREE to the terms' }, entries)).toBe('I agree to the terms');
  });
  it('is empty when the list lacks the default, and the default itself for a free reason', () => {
    expect(defaultReason({ reasonDefault: 'Something else' }, entries)).toBe('');
    expect(defaultReason({ reasonDefault: 'Read and approved' }, undefined)).toBe('Read and approved');
  });
});

/** A page of 600 by 800 points with its own /Rotate, read by pdf.js as the viewer does. */
async function pdfPage(rotate: 0 | 90 | 180 | 270) {
  const doc = await PDFDocument.create();
  doc.addPage([600, 800]).setRotation(degrees(rotate));
  const pdf = await getDocument({ data: await doc.save() }).promise;
  return pdf.getPage(1);
}

const round = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v * 1000) / 1000]));

describe('a sign info box on its page (origin_Corner of the page as shown)', () => {
  it.each([
    // Unrotated: 'Alto sx' 10, 20 is 10 from the left, 20 from the top of 800.
    [0, 'Alto sx', { x1: 10, y1: 667.5, x2: 160, y2: 780 }],
    [0, 'Basso dx', { x1: 440, y1: 20, x2: 590, y2: 132.5 }],
    [0, 'Alto dx', { x1: 440, y1: 667.5, x2: 590, y2: 780 }],
    [0, 'Basso sx', { x1: 10, y1: 20, x2: 160, y2: 132.5 }],
    // /Rotate 90 shows the page 800 by 600, turned clockwise: its top left is the PDF's bottom left.
    [90, 'Alto sx', { x1: 20, y1: 10, x2: 132.5, y2: 160 }],
    // /Rotate 180: the shown top left is the PDF's top right.
    [180, 'Alto sx', { x1: 440, y1: 20, x2: 590, y2: 132.5 }],
    // /Rotate 270: the shown top left is the PDF's top left, turned: x from the top, y from the right.
    [270, 'Alto sx', { x1: 467.5, y1: 640, x2: 580, y2: 790 }],
  ] as const)('page /Rotate %i, corner %s', async (rotate, corner, expected) => {
    const page = await pdfPage(rotate);
    const base = page.getViewport({ scale: 1 });
    // The viewer's own zoom and turn do not move the box: only `base` counts.
    for (const extra of [0, 90, 180, 270]) {
      const shown = shownPage(1, page.getViewport({ scale: 1.7, rotation: base.rotation + extra }), base);
      const rect = fieldToPdfRect(field({ origin_Corner: corner }), shown);
      expect(round({ ...rect })).toEqual(expected);
    }
  });

  it('the box lands where the corner says on the page as shown, at any zoom and turn of the viewer', async () => {
    const page = await pdfPage(90);
    const base = page.getViewport({ scale: 1 });
    const rect = fieldToPdfRect(field({ origin_Corner: 'Basso dx' }), shownPage(1, base, base));
    // On the base page (800 by 600 as shown), 10 from the right and 20 from the bottom.
    expect(round({ ...shownPage(1, base, base).rectToView(rect) })).toEqual({ left: 640, top: 467.5, width: 150, height: 112.5 });
    // Zoomed 2x and turned a further 90° clockwise (1200 by 1600 shown): the bottom right goes to the bottom left.
    const turned = shownPage(1, page.getViewport({ scale: 2, rotation: 180 }), base);
    expect(round({ ...turned.rectToView(rect) })).toEqual({ left: 40, top: 1280, width: 225, height: 300 });
  });
});
