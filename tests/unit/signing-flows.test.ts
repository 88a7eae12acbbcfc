import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocumentModel } from '../../server/docstore/model-files.js';
import { AppError } from '../../server/errors/app-error.js';
import { problemOf } from '../../server/http/problem.js';
import { appearanceLines, boxProblem, drawnObjectToPdf, requestBoxToPdf, viewerFieldToPdf } from '../../server/signing/boxes.js';
import { isTurnOf, type SignRequest, type Signer } from '../../server/signing/requests/model.js';
import { effectiveSettings, reasonFor } from '../../server/signing/settings.js';
import { signaturePasswordProblem } from '../../src/shared/signing/signature-password.js';

/** The parts of the signing flows that need no server: boxes in PDF points, reasons, turns, password rules, family settings. */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const model = loadDocumentModel([path.join(ROOT, 'schemas', 'families')]);
const contracts = model.families.find((f) => f.key === 'contracts')!;

const A4 = { width: 595, height: 842 };
const box = (corner: 'Alto dx' | 'Alto sx' | 'Basso dx' | 'Basso sx') => ({ page: 1, x: 40, y: 60, width: 150, height: 100, corner });

const problem = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return `${problemOf(error).status} ${error.detail}`;
    throw error;
  }
  return 'no problem';
};

describe('sign boxes in PDF points', () => {
  it('measures a request\'s box from its corner to the box\'s own corner on that side', () => {
    expect(requestBoxToPdf(box('Basso sx'), A4)).toEqual({ x: 40, y: 60, width: 150, height: 100 });
    expect(requestBoxToPdf(box('Alto sx'), A4)).toEqual({ x: 40, y: 842 - 60 - 100, width: 150, height: 100 });
    expect(requestBoxToPdf(box('Basso dx'), A4)).toEqual({ x: 595 - 40 - 150, y: 60, width: 150, height: 100 });
    expect(requestBoxToPdf(box('Alto dx'), A4)).toEqual({ x: 595 - 40 - 150, y: 842 - 60 - 100, width: 150, height: 100 });
  });

  it('says why a box does not fit its document', () => {
    expect(boxProblem(box('Alto sx'), [A4])).toBeUndefined();
    expect(boxProblem({ ...box('Alto sx'), page: 2 }, [A4])).toBe('page 2 does not exist (the PDF has 1)');
    expect(boxProblem({ ...box('Alto sx'), x: 446 }, [A4])).toMatch(/leaves page 1 \(595 by 842 points\)/);
    expect(boxProblem({ ...box('Alto sx'), x: 445 }, [A4])).toBeUndefined();
  });

  it('scales a box the viewer drew from the page as shown (origin top left) to the PDF\'s page (origin bottom left)', () => {
    // The viewer shows the A4 page at 150%: 892.5 by 1263.
    const field = { page_number: 1, page_width: 892.5, page_height: 1263, field_x: 60, field_y: 90, field_x2: 285, field_y2: 240 };
    expect(viewerFieldToPdf(field, [A4], 0)).toEqual({ page: 1, rect: { x: 40, y: 842 - 160, width: 150, height: 100 } });
    // Corners given the other way round are the same box.
    expect(viewerFieldToPdf({ ...field, field_x: 285, field_x2: 60, field_y: 240, field_y2: 90 }, [A4], 0)).toEqual(viewerFieldToPdf(field, [A4], 0));
    expect(problem(() => viewerFieldToPdf({ ...field, page_number: 2 }, [A4], 3))).toBe('400 jsonSignFields[3]: page 2 does not exist (the PDF has 1)');
    expect(problem(() => viewerFieldToPdf({ ...field, field_x2: 60 }, [A4], 0))).toBe('400 jsonSignFields[0]: the box has no area (it must be at least 1 point wide and high)');
    // Under a point wide in the PDF (1.5 units shown at 150%): no area to draw in.
    expect(problem(() => viewerFieldToPdf({ ...field, field_x2: 61.4 }, [A4], 0))).toMatch(/no area/);
    expect(viewerFieldToPdf({ ...field, field_x2: 62 }, [A4], 0).rect.width).toBeCloseTo(4 / 3);
    expect(problem(() => viewerFieldToPdf({ ...field, field_y2: 1264 }, [A4], 0))).toMatch(/leaves the page/);
  });

  it('scales drawn objects the same way, their points too, and keeps a text\'s size in points', () => {
    const shown = { pageNumber: 1, page_width: 892.5, page_height: 1263 };
    const hand = drawnObjectToPdf({ ...shown, type: 'handwritten-sign', xStart: 60, yStart: 90, xEnd: 285, yEnd: 240, segments: [[{ x: 60, y: 90 }, { x: 285, y: 240 }]] }, [A4], 0);
    expect(hand).toEqual({ page: 1, type: 'handwritten-sign', rect: { x: 40, y: 682, width: 150, height: 100 }, segments: [[{ x: 40, y: 782 }, { x: 190, y: 682 }]] });
    const text = drawnObjectToPdf({ ...shown, type: 'text', xStart: 60, yStart: 90, xEnd: 285, yEnd: 240, fontSize: 12, font: 'courier' }, [A4], 0);
    expect(text).toMatchObject({ type: 'text', text: 'New Text...', fontSize: 12, font: 'courier', rect: { x: 40, y: 682 } });
    expect(problem(() => drawnObjectToPdf({ ...shown, pageNumber: 4, type: 'text', xStart: 0, yStart: 0, xEnd: 1, yEnd: 1 }, [A4], 2))).toBe('400 jsonDrawnObjects[2]: page 4 does not exist (the PDF has 1)');
    // Held to their page like boxes: the object, and each point of a handwritten signature.
    expect(problem(() => drawnObjectToPdf({ ...shown, type: 'text', xStart: 900_000, yStart: 90, xEnd: 900_100, yEnd: 240 }, [A4], 1))).toBe('400 jsonDrawnObjects[1]: the text leaves the page (892.5 by 1263 as shown)');
    expect(problem(() => drawnObjectToPdf({ ...shown, type: 'handwritten-sign', xStart: 60, yStart: 90, xEnd: 285, yEnd: 240, segments: [[{ x: 60, y: 1300 }]] }, [A4], 0))).toMatch(/handwritten signature leaves the page/);
  });

  it('writes who, when (UTC) and why', () => {
    expect(appearanceLines('Anna Rossi', new Date(Date.UTC(2026, 0, 5, 9, 7)), 'I approve')).toEqual(['Anna Rossi', '05/01/26 09:07 UTC', 'I approve']);
    expect(appearanceLines('Anna Rossi', new Date(Date.UTC(2026, 11, 31, 23, 59)), undefined)).toEqual(['Anna Rossi', '31/12/26 23:59 UTC']);
  });
});

describe('reasons', () => {
  const settings = effectiveSettings(contracts, undefined, model.lists).reason;

  it('takes an entry of the family\'s list by label (any case) or id, and the default when none is given', () => {
    expect(settings.list?.key).toBe('signature-reasons');
    expect(reasonFor(settings, undefined)).toBe('I agree to the terms');
    expect(reasonFor(settings, '  ')).toBe('I agree to the terms');
    expect(reasonFor(settings, 'i approve THIS document')).toBe('I approve this document');
    expect(reasonFor(settings, '2')).toBe('I have reviewed this document');
    expect(problem(() => reasonFor(settings, 'Because'))).toMatch(/^400 The reason must be an entry of the value list signature-reasons/);
  });

  it('keeps a fixed reason, and asks for a mandatory one', () => {
    const fixed = { default: 'Seen', editable: false, mandatory: true };
    expect(reasonFor(fixed, undefined)).toBe('Seen');
    expect(reasonFor(fixed, 'seen')).toBe('Seen');
    expect(problem(() => reasonFor(fixed, 'Other'))).toBe('400 The reason cannot be changed: it is "Seen"');
    expect(problem(() => reasonFor({ default: '', editable: true, mandatory: true }, undefined))).toBe('400 A reason is required');
    expect(reasonFor({ default: '', editable: true, mandatory: false }, undefined)).toBeUndefined();
    expect(problem(() => reasonFor({ default: '', editable: true, mandatory: false }, 'x'.repeat(201)))).toMatch(/at most 200/);
  });

  it('lets a request change the list, the default and the flags', () => {
    const request = { imgManage: 0, reason: { list: null, default: 'Read', mandatory: false } } as unknown as SignRequest;
    const own = effectiveSettings(contracts, request, model.lists);
    expect(own.imgManage).toBe(0);
    expect(own.reason).toEqual({ list: undefined, default: 'Read', editable: true, mandatory: false });
    expect(own.meanings?.key).toBe('signature-meanings');
  });
});

describe('turns', () => {
  const signer = (id: number, order: number, signed = false): Signer => ({ id, requestId: 1, order, login: `s${id}`, email: null, name: `S${id}`, langKey: 'en', signedAt: signed ? 1 : null, signedDocumentId: null, invitedAt: null, openedAt: null, declinedAt: null, remindedAt: null, reminders: 0, signedFrom: null, signedWith: null, boxes: [] });
  const request = (signers: Signer[], state: SignRequest['state'] = 'open') => ({ id: 1, rootId: 1, familyId: 2, imgManage: 3, reason: null, dueDate: null, state, createdBy: 'admin', createdAt: 0, signers }) as SignRequest;

  it('lets a signer sign once every signer of an earlier order has signed; equal orders in any order', () => {
    const [a, b, c] = [signer(1, 1), signer(2, 2), signer(3, 2)];
    expect([a, b, c].map((s) => isTurnOf(request([a, b, c]), s))).toEqual([true, false, false]);
    const done = signer(1, 1, true);
    expect([b, c].map((s) => isTurnOf(request([done, b, c]), s))).toEqual([true, true]);
    expect(isTurnOf(request([done, b, c]), done)).toBe(false);
    expect(isTurnOf(request([a], 'cancelled'), a)).toBe(false);
  });
});

describe('signature password rules (shared with the browser)', () => {
  const input = (signPassword: string, more: Partial<Parameters<typeof signaturePasswordProblem>[0]> = {}) => ({ signUserName: 'anna', signPassword, signPasswordConfirm: signPassword, ...more });

  it('answers the first code that applies, or 0', () => {
    expect(signaturePasswordProblem(input('Sign-pass-42'), 'SET')).toBe(0);
    expect(signaturePasswordProblem(input('Sign-pass-42'), 'RESET')).toBe(-992);
    expect(signaturePasswordProblem(input('Sign-pass-42', { signPasswordConfirm: 'Sign-pass-43' }), 'SET')).toBe(-998);
    expect(signaturePasswordProblem(input('ANNA'), 'SET')).toBe(-996);
    expect(signaturePasswordProblem(input(`Aa1-${'b'.repeat(61)}`), 'SET')).toBe(-995);
    expect(signaturePasswordProblem(input(`Aa1-${'b'.repeat(60)}`), 'SET')).toBe(0);
    expect(signaturePasswordProblem(input('Aa1-\u0007bcdef'), 'SET')).toBe(-995);
    // Strength (001 §5): three classes and more than 6 characters at least.
    expect(signaturePasswordProblem(input('Abcdef1'), 'SET')).toBe(0);
    expect(signaturePasswordProblem(input('Abcde1'), 'SET')).toBe(-994);
    expect(signaturePasswordProblem(input('abcdefghijklmnop'), 'SET')).toBe(-994);
    expect(signaturePasswordProblem(input('Abcdefghijklmnop'), 'SET')).toBe(-994);
    expect(signaturePasswordProblem(input('Sign-pass-42', { signOldPassword: 'Sign-pass-42' }), 'RESET')).toBe(-993);
    expect(signaturePasswordProblem(input('Sign-pass-43', { signOldPassword: 'Sign-pass-42' }), 'RESET')).toBe(0);
  });
});

describe('family signing settings', () => {
  const dir = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'families-'));
    fs.mkdirSync(path.join(folder, 'lists'));
    for (const list of ['contract-type', 'signature-reasons', 'signature-meanings'])
      fs.copyFileSync(path.join(ROOT, 'schemas', 'families', 'lists', `${list}.json`), path.join(folder, 'lists', `${list}.json`));
    return folder;
  };
  const family = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas', 'families', 'contracts.json'), 'utf8'));
  const load = (signing: unknown) => {
    const folder = dir();
    fs.writeFileSync(path.join(folder, 'contracts.json'), JSON.stringify({ ...family, signing }));
    return () => loadDocumentModel([folder]).families[0].signing;
  };

  it('reads them with their defaults', () => {
    expect(load({ imgManage: 4 })()).toEqual({ imgManage: 4, requiredDigitalSign: true, reason: { editable: true, mandatory: false }, updatesRequireCredentials: false, allowChangesAfterSigning: false, allowActiveContent: false, level: 'B-LT' });
    expect(load({ imgManage: 4, level: 'B-LTA' })()?.level).toBe('B-LTA');
    expect(contracts.signing).toEqual({
      imgManage: 3,
      requiredDigitalSign: true,
      reason: { list: 'signature-reasons', default: 'I agree to the terms', editable: true, mandatory: true },
      meanings: 'signature-meanings',
      updatesRequireCredentials: false,
      allowChangesAfterSigning: false,
      allowActiveContent: false,
      level: 'B-LT',
    });
  });

  it('refuses settings that do not fit, naming the file and the reason', () => {
    expect(load({ imgManage: 6 })).toThrow(/contracts\.json: \/signing\/imgManage must be equal to one of the allowed values/);
    expect(load({})).toThrow(/contracts\.json: \/signing must have required property 'imgManage'/);
    expect(load({ imgManage: 1, colour: 'red' })).toThrow(/\/signing must NOT have additional properties/);
    expect(load({ imgManage: 1, level: 'B-B' })).toThrow(/\/signing\/level must be equal to one of the allowed values/);
    expect(load({ imgManage: 1, reason: { list: 'nowhere' } })).toThrow(/signing reason list names the value list "nowhere"/);
    expect(load({ imgManage: 1, meanings: 'nowhere' })).toThrow(/signing meanings names the value list "nowhere"/);
    expect(load({ imgManage: 1, reason: { list: 'signature-reasons', default: 'Because' } })).toThrow(/default reason "Because" is no entry/);
  });
});
