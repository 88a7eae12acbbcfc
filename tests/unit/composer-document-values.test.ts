import { describe, expect, it } from 'vitest';
import { shownFieldValue } from '../../src/pages/runtime/documents/field-value.js';
import { shownAttachmentTime } from '../../src/pages/runtime/documents/attachment-time.js';
import { formatNumber } from '../../src/shared/format.js';

const formats = { number: (n: number) => formatNumber(n, '0,0.[00]', 'it'), yes: 'Sì', no: 'No' };

describe('a document field as read-only screens show it', () => {
  it('dates DD/MM/YYYY, numbers in the portal format, yes/no, list labels, texts as they are', () => {
    expect(shownFieldValue({ val: '20250110', lbl: 'Issue date', type: 3 }, formats)).toBe('10/01/2025');
    expect(shownFieldValue({ val: 1234.5, lbl: 'Amount', type: 2 }, formats)).toBe('1.234,5');
    expect(shownFieldValue({ val: '9254.7', lbl: 'Amount', type: 2 }, formats, 'number')).toBe('9.254,7');
    expect(shownFieldValue({ val: true, lbl: 'Paid', type: 4 }, formats)).toBe('Sì');
    expect(shownFieldValue({ val: 'false', lbl: 'Paid', type: 4 }, formats)).toBe('No');
    expect(shownFieldValue({ val: 'Paid', idval: 3, lbl: 'Status', type: 5 }, formats)).toBe('Paid');
    expect(shownFieldValue({ val: 'INV-1', lbl: 'Number', type: 1 }, formats)).toBe('INV-1');
  });

  it('the family says the kind; nothing shows as empty; what is not a date stays as it came', () => {
    expect(shownFieldValue({ val: '20250110', lbl: 'Code', type: 1 }, formats, 'text')).toBe('20250110');
    expect(shownFieldValue(undefined, formats)).toBe('');
    expect(shownFieldValue({ val: null, lbl: 'Notes', type: 1 }, formats)).toBe('');
    expect(shownFieldValue({ val: 'soon', lbl: 'Due', type: 3 }, formats)).toBe('soon');
  });
});

describe('when an attachment was added', () => {
  it('reads the gateway UTC date and time in local time, DD/MM/YYYY HH:mm', () => {
    const local = new Date(Date.UTC(2026, 10, 23, 13, 5, 9));
    const two = (n: number) => String(n).padStart(2, '0');
    expect(shownAttachmentTime('20261123', '13:05:09')).toBe(`${two(local.getDate())}/${two(local.getMonth() + 1)}/${local.getFullYear()} ${two(local.getHours())}:${two(local.getMinutes())}`);
    expect(shownAttachmentTime('2026-11-23', 'noon')).toBe('2026-11-23 noon');
  });
});
