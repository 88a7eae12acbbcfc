import { describe, expect, it } from 'vitest';
import type { SignRequest, Signer } from '../../server/signing/requests/model.js';
import { dueReminders, expiresAt, nextRunOf } from '../../server/signing/requests/schedule.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 2, 9); // 2 November 2026, 09:00 UTC

const signer = (id: number, order: number, over: Partial<Signer> = {}): Signer => ({
  id, requestId: 1, order, login: `s${id}`, email: null, name: `S${id}`, langKey: 'en', signedAt: null, signedDocumentId: null,
  invitedAt: order === 1 ? T0 : null, openedAt: null, declinedAt: null, remindedAt: null, reminders: 0, signedFrom: null, signedWith: null, boxes: [], ...over,
});
const request = (signers: Signer[], over: Partial<SignRequest> = {}): SignRequest => ({
  id: 1, rootId: 1, familyId: 1, imgManage: 3, reason: null, dueDate: null, state: 'open', createdBy: 'admin', createdAt: T0,
  message: null, reminders: { everyDays: null, beforeDueDays: null }, onDue: 'remind', ended: null, nextRunAt: null, certificateId: null, signers, ...over,
});

describe('reminders and expiry of a request', () => {
  it('has nothing to do without reminders or a due date', () => {
    expect(nextRunOf(request([signer(1, 1)]))).toBeNull();
    expect(dueReminders(request([signer(1, 1)]), T0 + 100 * DAY)).toEqual([]);
  });

  it('reminds every N days after the last mail, only the signers whose turn it is', () => {
    const first = signer(1, 1);
    const later = signer(2, 2);
    const asked = request([first, later], { reminders: { everyDays: 3, beforeDueDays: null } });
    expect(nextRunOf(asked)).toBe(T0 + 3 * DAY);
    expect(dueReminders(asked, T0 + 3 * DAY - 1)).toEqual([]);
    expect(dueReminders(asked, T0 + 3 * DAY).map((s) => s.id)).toEqual([1]);
    // Reminded: the next one counts from then.
    const reminded = { ...asked, signers: [{ ...first, remindedAt: T0 + 3 * DAY }, later] };
    expect(nextRunOf(reminded)).toBe(T0 + 6 * DAY);
    // Signed: the next step's turn, counted from its invitation.
    const stepTwo = { ...asked, signers: [{ ...first, signedAt: T0 + DAY }, { ...later, invitedAt: T0 + DAY }] };
    expect(nextRunOf(stepTwo)).toBe(T0 + 4 * DAY);
  });

  it('reminds once N days before the due date and once on it, and not for a moment passed before the invitation', () => {
    const asked = request([signer(1, 1)], { dueDate: 20261110, reminders: { everyDays: null, beforeDueDays: 2 } });
    const due = Date.UTC(2026, 10, 10);
    expect(nextRunOf(asked)).toBe(due - 2 * DAY);
    const once = { ...asked, signers: [signer(1, 1, { remindedAt: due - 2 * DAY })] };
    expect(nextRunOf(once)).toBe(due);
    expect(nextRunOf({ ...asked, signers: [signer(1, 1, { remindedAt: due })] })).toBeNull();
    // Invited after the "2 days before" moment: only the due date's reminder is owed.
    expect(nextRunOf({ ...asked, signers: [signer(1, 1, { invitedAt: due - DAY })] })).toBe(due);
  });

  it('expires at the end of the due date when asked to, and not once ended', () => {
    const asked = request([signer(1, 1)], { dueDate: 20261110, onDue: 'expire' });
    expect(expiresAt(asked)).toBe(Date.UTC(2026, 10, 11));
    expect(nextRunOf(asked)).toBe(Date.UTC(2026, 10, 11));
    expect(expiresAt(request([signer(1, 1)], { dueDate: 20261110 }))).toBeNull();
    expect(nextRunOf(request([signer(1, 1)], { ...asked, state: 'voided' }))).toBeNull();
  });
});
