import { describe, expect, it } from 'vitest';
import { actionText, actorName, followProblemText, isTheirTurn, newestFirst, signerStateText, stateTime, type RemindError } from '../../src/pdf/following/follow-texts.js';
import { personProblems } from '../../src/pdf/signers/person.js';
import { DEFAULT_FEATURES, toolVisibility, viewerFeatures } from '../../src/pdf/viewer/tool-visibility.js';
import type { SignerView, SignRequestView } from '../../src/shared/signing/requests.js';
import type { SignInfo } from '../../src/shared/signing/wire.js';

/**
 * Following a request in the viewer (src/pdf/following/): when the toolbar may offer it, the words
 * for signers and history entries, who did what by name, the history's order, and refusals in words
 * (a reminder asked too soon says when it may go again).
 */

/** A translator that shows the key and its arguments, so that a test sees which text was chosen with what. */
const translate = (key: string, options?: Record<string, unknown>) => `${key}${options ? ` ${JSON.stringify(options)}` : ''}`;

const signer = (over: Partial<SignerView>): SignerView => ({
  id: 1,
  order: 1,
  name: 'Paolo Bianchi',
  login: 'user',
  email: null,
  state: 'invited',
  invitedAt: '2026-05-12T08:00:00.000Z',
  openedAt: null,
  signedAt: null,
  declinedAt: null,
  remindedAt: null,
  reminders: 0,
  ...over,
});

const request = (signers: SignerView[]): SignRequestView => ({
  id: 5,
  documentId: 9,
  state: 'open',
  imgManage: 0,
  createdBy: 'admin',
  createdAt: '2026-05-12T08:00:00.000Z',
  dueDate: null,
  onDue: 'remind',
  reminders: { everyDays: null, beforeDueDays: null },
  message: null,
  ended: null,
  signers,
  history: [],
});

describe('the toolbar offers following', () => {
  const info = (request: boolean) => ({ imgManage: 0, requiredDigitalSign: true, request: request ? { id: 1, state: 'open', dueDate: null, signers: [] } : null }) as unknown as SignInfo;
  it('when the document has a request, in a viewer that edits and offers signing', () => {
    expect(toolVisibility(DEFAULT_FEATURES, info(true)).follow).toBe(true);
    expect(toolVisibility(DEFAULT_FEATURES, info(false)).follow).toBe(false);
    expect(toolVisibility(DEFAULT_FEATURES, undefined).follow).toBe(false);
    expect(toolVisibility(viewerFeatures({ readOnly: true }), info(true)).follow).toBe(false);
    expect(toolVisibility(viewerFeatures({ signing: false }), info(true)).follow).toBe(false);
  });
});

describe("a signer's state", () => {
  it('is told with the time they reached it, none while they wait for an earlier step', () => {
    expect(stateTime(signer({ state: 'waiting', invitedAt: null }))).toBeNull();
    expect(stateTime(signer({ state: 'opened', openedAt: '2026-05-12T09:00:00.000Z' }))).toBe('2026-05-12T09:00:00.000Z');
    expect(stateTime(signer({ state: 'signed', openedAt: '2026-05-12T09:00:00.000Z', signedAt: '2026-05-12T10:00:00.000Z' }))).toBe('2026-05-12T10:00:00.000Z');
    expect(stateTime(signer({ state: 'declined', declinedAt: '2026-05-13T10:00:00.000Z' }))).toBe('2026-05-13T10:00:00.000Z');
    expect(signerStateText(signer({ state: 'waiting', invitedAt: null }), translate)).toBe('portico.pdf.follow.signerState.waiting {"at":""}');
    expect(signerStateText(signer({ state: 'invited' }), translate)).toMatch(/^portico\.pdf\.follow\.signerState\.invited \{"at":"\d\d\/05\/26 \d\d:00"\}$/);
  });
  it('makes it their turn while invited or opened, not before nor after', () => {
    expect(['waiting', 'invited', 'opened', 'signed', 'declined'].map((state) => isTheirTurn(signer({ state: state as SignerView['state'] })))).toEqual([false, true, true, false, false]);
  });
});

describe('who did what', () => {
  const view = request([signer({}), signer({ id: 7, name: 'Laura Esterni', login: null, email: 'laura@example.org' })]);
  it('names signers by name, an external one by their signer id, the scheduler as the portal, anyone else by login', () => {
    expect(actorName('user', view, translate)).toBe('Paolo Bianchi');
    expect(actorName('external:7', view, translate)).toBe('Laura Esterni');
    expect(actorName('external:8', view, translate)).toBe('external:8');
    expect(actorName('system', view, translate)).toBe('portico.pdf.follow.system');
    expect(actorName('admin', view, translate)).toBe('admin');
  });
  it('words the trail’s actions, a signature included, and keeps an unknown one’s name', () => {
    expect(actionText('sign', translate)).toBe('portico.pdf.follow.action.signed {"_":"sign"}');
    expect(actionText('sign-request', translate)).toBe('portico.pdf.follow.action.request {"_":"sign-request"}');
    expect(actionText('sign-reminded', translate)).toBe('portico.pdf.follow.action.reminded {"_":"sign-reminded"}');
  });
  it('lists the history newest first, leaving the request as it came', () => {
    const history = ['sign-request', 'sign-reminded', 'sign'].map((action, i) => ({ action, userName: 'admin', date: `2026-05-1${i}T00:00:00.000Z`, detail: null }));
    expect(newestFirst(history).map((e) => e.action)).toEqual(['sign', 'sign-reminded', 'sign-request']);
    expect(history[0].action).toBe('sign-request');
  });
});

describe('a refused follow-up in words', () => {
  const refusal = (status: number, message: string, retryAfterSeconds?: number) => Object.assign(new Error('server words'), { status, body: { message }, retryAfterSeconds }) as RemindError;
  it('says when a reminder may go again, in whole minutes, at least one', () => {
    expect(followProblemText(refusal(429, 'error.sign.remindtoosoon', 3599), translate)).toBe('portico.pdf.follow.tooSoon {"smart_count":60}');
    expect(followProblemText(refusal(429, 'error.sign.remindtoosoon', 20), translate)).toBe('portico.pdf.follow.tooSoon {"smart_count":1}');
  });
  it("tells the server's code in the panel's words, with the signing refusal's as the fallback", () => {
    expect(followProblemText(refusal(409, 'error.sign.nobodytoremind'), translate)).toBe('portico.pdf.follow.problem.nobodytoremind {"_":"error.sign.nobodytoremind {\\"_\\":\\"server words\\"}"}');
    expect(followProblemText(refusal(400, 'error.validation'), translate)).toBe('server words');
  });
});

describe("an external signer's address and name", () => {
  it('are required, and the address must be one', () => {
    expect(personProblems('', ' ')).toEqual({ email: 'portico.pdf.ask.problem.required', name: 'portico.pdf.ask.problem.required' });
    expect(personProblems('not-an-address', 'Laura')).toEqual({ email: 'portico.pdf.ask.problem.email' });
    expect(personProblems(' laura@example.org ', 'Laura')).toEqual({});
  });
});
