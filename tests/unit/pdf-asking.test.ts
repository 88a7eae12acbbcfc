import { describe, expect, it } from 'vitest';
import { PDFDocument, degrees } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { shownPage } from '../../src/pdf/geometry/shown-page.js';
import { fieldToPdfRect } from '../../src/pdf/signing/sign-modes.js';
import { emptyDraft, type AskDraft } from '../../src/pdf/asking/draft.js';
import { addSigner, MIN_BOX_SIDE, placeBox, removeSigner, setBox, SIGNER_COLORS, updateSigner } from '../../src/pdf/asking/draft-edits.js';
import { draftProblems, hasProblems, refusalAt, requestBody } from '../../src/pdf/asking/request-body.js';
import { DEFAULT_FEATURES, toolVisibility, viewerFeatures } from '../../src/pdf/viewer/tool-visibility.js';
import type { SignInfo } from '../../src/shared/signing/wire.js';

/**
 * Asking for signatures in the viewer (src/pdf/asking/): the draft's edits, its body as the request
 * takes it, what it lacks before it goes, the server's refusals placed on its rows and boxes, and
 * boxes placed on a page as shown landing where the request's corner puts them.
 */

const A4 = { width: 595, height: 842 };

/** admin (account) and an external signer, with a box each. */
function twoSigners(): AskDraft {
  let draft = addSigner(emptyDraft(3), { login: 'admin', name: 'Anna Amministratrice' });
  draft = placeBox(draft, 1, A4, { x: 100, y: 100 });
  draft = addSigner(draft, { name: 'Laura Esterni', email: 'laura@example.org', langKey: 'it' });
  return placeBox(draft, 12, A4, { x: 300, y: 400 });
}

describe('the toolbar offers asking', () => {
  const info = (canAsk: boolean) => ({ imgManage: 3, requiredDigitalSign: true, canAsk }) as SignInfo;
  it('when the sign info says the reader may ask, in a viewer that edits and offers signing', () => {
    expect(toolVisibility(DEFAULT_FEATURES, info(true)).ask).toBe(true);
    expect(toolVisibility(DEFAULT_FEATURES, info(false)).ask).toBe(false);
    expect(toolVisibility(DEFAULT_FEATURES, undefined).ask).toBe(false);
    expect(toolVisibility(viewerFeatures({ readOnly: true }), info(true)).ask).toBe(false);
    expect(toolVisibility(viewerFeatures({ signing: false }), info(true)).ask).toBe(false);
  });
});

describe('the draft', () => {
  it('gives each new signer the next step and a colour of their own, and places the next boxes for them', () => {
    let draft = emptyDraft(0);
    for (let i = 0; i < 3; i++) draft = addSigner(draft, { login: `u${i}`, name: `U ${i}` });
    expect(draft.signers.map((s) => s.order)).toEqual([1, 2, 3]);
    expect(new Set(draft.signers.map((s) => s.color)).size).toBe(3);
    expect(draft.selected).toBe(draft.signers[2].key);
    // A step set by hand is followed: the next signer comes after the highest.
    draft = addSigner(updateSigner(draft, draft.signers[2].key, { order: 7 }), { login: 'u3', name: 'U 3' });
    expect(draft.signers[3].order).toBe(8);
    expect(SIGNER_COLORS).toContain(draft.signers[3].color);
  });

  it('places a box of the default size centred where the page was clicked, kept on the page', () => {
    const draft = placeBox(addSigner(emptyDraft(3), { login: 'admin', name: 'A' }), 2, A4, { x: 200, y: 300 });
    expect(draft.boxes).toEqual([{ key: 'box-2', signerKey: 'signer-1', page: 2, x: 125, y: 243.75, width: 150, height: 112.5 }]);
    // Near the bottom right corner, the box stays on the page.
    const corner = placeBox(draft, 2, A4, { x: 590, y: 840 }).boxes[1];
    expect([corner.x, corner.y]).toEqual([445, 729.5]);
  });

  it('places nothing without a signer to place for', () => {
    const draft = emptyDraft(3);
    expect(placeBox(draft, 1, A4, { x: 10, y: 10 })).toBe(draft);
  });

  it('keeps a moved or resized box on its page and at least MIN_BOX_SIDE a side', () => {
    const draft = twoSigners();
    const key = draft.boxes[0].key;
    expect(setBox(draft, key, { x: -40, y: 900, width: 150, height: 112.5 }, A4).boxes[0]).toMatchObject({ x: 0, y: 729.5 });
    expect(setBox(draft, key, { x: 500, y: 10, width: 2, height: 2000 }, A4).boxes[0]).toMatchObject({ x: 500, y: 0, width: MIN_BOX_SIDE, height: 842 });
  });

  it('takes a removed signer out with their boxes, and places for the last one left', () => {
    const draft = twoSigners();
    const after = removeSigner(draft, draft.signers[1].key);
    expect(after.signers.map((s) => s.login)).toEqual(['admin']);
    expect(after.boxes.map((b) => b.page)).toEqual([1]);
    expect(after.selected).toBe(draft.signers[0].key);
  });
});

describe('the request body', () => {
  it('names accounts by login and external signers by address, name and language, with their steps and boxes from the top left', () => {
    const draft = { ...twoSigners(), dueDate: '2031-05-04' };
    expect(requestBody(draft)).toEqual({
      imgManage: 3,
      dueDate: '2031-05-04',
      signers: [
        { login: 'admin', order: 1, boxes: [{ page: 1, x: 25, y: 43.75, width: 150, height: 112.5, corner: 'Alto sx' }] },
        { email: 'laura@example.org', name: 'Laura Esterni', langKey: 'it', order: 2, boxes: [{ page: 12, x: 225, y: 343.75, width: 150, height: 112.5, corner: 'Alto sx' }] },
      ],
      reason: { list: -1, editable: true, mandatory: false },
    });
  });

  it('carries the reason rules as the panel shows them, the default trimmed and left out when empty', () => {
    const rules = { list: 7, default: ' I approve this document ', editable: false, mandatory: true };
    expect(requestBody({ ...twoSigners(), reason: rules }).reason).toEqual({ list: 7, default: 'I approve this document', editable: false, mandatory: true });
    expect(requestBody({ ...twoSigners(), reason: { ...rules, default: '  ', editable: true } }).reason).toEqual({ list: 7, editable: true, mandatory: true });
  });

  it('refuses a reason signers must give and may not change without one filled in for them', () => {
    const fixed = { ...twoSigners(), reason: { list: -1, default: ' ', editable: false, mandatory: true } };
    expect(draftProblems(fixed).request).toBe('portico.pdf.ask.problem.fixedReason');
    expect(hasProblems(draftProblems({ ...fixed, reason: { ...fixed.reason, default: 'Approved' } }))).toBe(false);
    expect(hasProblems(draftProblems({ ...fixed, reason: { ...fixed.reason, mandatory: false } }))).toBe(false);
  });

  it('sends no box in mode 2, where signers place their own, and no due date when none is set', () => {
    const body = requestBody({ ...twoSigners(), imgManage: 2 });
    expect(body.signers.map((s) => s.boxes)).toEqual([undefined, undefined]);
    expect(body).not.toHaveProperty('dueDate');
  });

  it('carries the message, the reminders and the expiry; what needs a due date goes only with one', () => {
    const followed = { ...twoSigners(), dueDate: '2031-05-04', message: '  Before the board meets. ', everyDays: '3', beforeDueDays: '2', onDue: 'expire' as const };
    expect(requestBody(followed)).toMatchObject({ message: 'Before the board meets.', reminders: { everyDays: 3, beforeDueDays: 2 }, onDue: 'expire' });
    const undated = requestBody({ ...followed, dueDate: '' });
    expect([undated.reminders, undated.onDue]).toEqual([{ everyDays: 3 }, undefined]);
    expect(requestBody({ ...twoSigners(), message: '   ' })).not.toHaveProperty('message');
    expect(requestBody(twoSigners())).not.toHaveProperty('reminders');
  });

  it('refuses reminder days that are no whole number from 1 to 90 before sending', () => {
    for (const everyDays of ['0', '91', '1.5', '-2']) expect(draftProblems({ ...twoSigners(), everyDays }).request, everyDays).toBe('portico.pdf.ask.problem.days');
    expect(hasProblems(draftProblems({ ...twoSigners(), everyDays: '7', beforeDueDays: '' }))).toBe(false);
  });
});

describe('what the draft lacks before it goes', () => {
  it('needs a signer', () => {
    expect(draftProblems(emptyDraft(0))).toEqual({ signers: {}, request: 'portico.pdf.ask.problem.noSigners' });
    expect(hasProblems(draftProblems(twoSigners()))).toBe(false);
  });

  it("says at an external signer's fields what they lack, and names a second mention of one signer", () => {
    let draft = twoSigners();
    draft = addSigner(draft, { name: '', email: 'not an address', langKey: 'en' });
    draft = addSigner(draft, { name: 'Laura again', email: ' LAURA@example.org ', langKey: 'en' });
    draft = updateSigner(draft, draft.signers[0].key, { order: 0 });
    const { signers } = draftProblems(draft);
    expect(signers).toEqual({
      [draft.signers[0].key]: { order: 'portico.pdf.ask.problem.order' },
      [draft.signers[2].key]: { email: 'portico.pdf.ask.problem.email', name: 'portico.pdf.ask.problem.required' },
      [draft.signers[3].key]: { email: 'portico.pdf.ask.problem.twice' },
    });
  });
});

describe("the server's refusal placed on the draft", () => {
  const draft = twoSigners();
  it('at the box a `signers[i].boxes[j]` detail names', () => {
    expect(refusalAt(draft, 'signers[1].boxes[0]: leaves page 12 (595 by 842)')).toEqual({ signerKey: draft.signers[1].key, boxKey: draft.boxes[1].key, message: 'leaves page 12 (595 by 842)' });
  });
  it('at the row a `signers[i]` detail names', () => {
    expect(refusalAt(draft, 'signers[0]: there is no active account admin')).toEqual({ signerKey: draft.signers[0].key, message: 'there is no active account admin' });
  });
  it('over the whole request otherwise', () => {
    expect(refusalAt(draft, 'dueDate 2020-01-01 has passed')).toEqual({ message: 'dueDate 2020-01-01 has passed' });
    expect(refusalAt(draft, 'signers[5]: gone')).toEqual({ message: 'signers[5]: gone' });
  });
});

describe('a box placed on a page as shown', () => {
  it.each([0, 90, 180, 270] as const)('lands where its request box puts it (page /Rotate %i), whatever the viewer shows', async (rotate) => {
    const page = await pdfPage(rotate);
    const base = page.getViewport({ scale: 1 });
    for (const extra of [0, 90]) {
      const shown = shownPage(1, page.getViewport({ scale: 1.5, rotation: base.rotation + extra }), base);
      // A click on the shown page, taken to the page's points as shown at scale 1, as the layer does.
      const [x, y] = shown.base.toView(...shown.toPdf(shown.width / 3, shown.height / 3));
      const size = { width: shown.base.width, height: shown.base.height };
      const draft = placeBox(addSigner(emptyDraft(3), { login: 'admin', name: 'A' }), 1, size, { x, y });
      const sent = requestBody(draft).signers[0].boxes![0];
      const field = { Fpage_number: 1, Ffield_x: sent.x, Ffield_y: sent.y, Ffield_width: sent.width!, Ffield_height: sent.height!, origin_Corner: sent.corner, FSign_User: 'admin', FSign_User_Name: 'A', signed: false };
      // The sign info's box (what the viewer shows once the request is made) is centred on the click.
      const view = shown.rectToView(fieldToPdfRect(field, shown));
      expect(view.left + view.width / 2).toBeCloseTo(shown.width / 3, 0);
      expect(view.top + view.height / 2).toBeCloseTo(shown.height / 3, 0);
    }
  });
});

/** A page of 600 by 800 points with its own /Rotate, read by pdf.js as the viewer does. */
async function pdfPage(rotate: 0 | 90 | 180 | 270) {
  const doc = await PDFDocument.create();
  doc.addPage([600, 800]).setRotation(degrees(rotate));
  const pdf = await getDocument({ data: await doc.save() }).promise;
  return pdf.getPage(1);
}
