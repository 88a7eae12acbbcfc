import { describe, expect, it } from 'vitest';
import { useServer } from './client.js';
import { linkIn, mailsTo } from '../support/outbox.js';
import { askSignatures, caPem, GOOD_PASSWORD, GW, mailIds, newContract, newMail, newSigner, otpOf, setSignaturePassword, signLink } from '../support/signing.js';
import { pdfText, verifyWithPdfsig } from '../support/pdfsig.js';
import { withDatabase } from '../support/sql.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field */

/**
 * Following a signature request (docs/signing.md, "Following a request", "Reminders and expiry"):
 * steps, the asker's view, reminders by hand and by themselves, void and decline. The scheduler
 * looks every second here; tests move the clock by moving the request's times back in the database.
 */
const h = useServer({ env: { SIGN_SCHEDULER_INTERVAL_SECONDS: '1' } });

const box = (corner: string, page = 1) => ({ page, x: 40, y: 60, corner });
const address = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
const view = async (id: number) => (await h.admin.get(`${GW}/sign/requests/${id}`)).body;
const states = async (id: number) => (await view(id)).signers.map((s: any) => [s.name, s.state]);
const DAY = 86_400_000;
const sql = <T>(fn: Parameters<typeof withDatabase<T>>[1]) => withDatabase(h.server, fn);

/** Waits until `check` holds (the scheduler runs on its own), for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 8_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('did not happen in time');
}

describe('steps and the asker\'s view', () => {
  it('invites each step when the one before is done, with the message; the view follows every signer', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await newContract(h);
    const external = address('step2');
    const seen = await mailIds(h, external, 'sign-invitation');
    await askSignatures(h, id, {
      imgManage: 3,
      message: 'Please sign before the board meets.',
      signers: [
        { login: a.login, boxes: [box('Basso sx')] },
        { email: external, name: 'Stefano Secondo', langKey: 'it', boxes: [box('Basso dx')] },
      ],
    });
    const told = await newMail(h, a.email, 'sign-request');
    expect(told.text).toContain('“Please sign before the board meets.”');
    // The account's mail leads to the page holding its "Awaiting my signature", which the client finds
    // when the link is opened: on the demonstration, its Signatures page.
    expect(new URL(linkIn(told.text, '/wuser/').url).pathname).toBe('/wuser/signatures');
    const holding = await a.api.get('api/composer/pages-private?size=1&holding=signature-inbox');
    expect([holding.status, holding.body.map((p: any) => p.path)]).toEqual([200, ['signatures']]);
    expect((await a.api.get('api/composer/pages-private?holding=no-such-widget')).body).toEqual([]);
    expect(await mailIds(h, external, 'sign-invitation')).toEqual(seen);
    expect(await view(id)).toMatchObject({ documentId: id, state: 'open', message: 'Please sign before the board meets.', onDue: 'remind', ended: null });
    expect(await states(id)).toEqual([[a.login, 'invited'], ['Stefano Secondo', 'waiting']]);

    // Opening the document in the viewer is seen by the asker.
    await a.api.get(`${GW}/sign/get-info/${id}`);
    expect(await states(id)).toEqual([[a.login, 'opened'], ['Stefano Secondo', 'waiting']]);
    const first = (await a.api.put(`${GW}/sign/document/${id}`, { otp: await otpOf(h, a.api, id, a.email), signUsername: a.login, signPassword: GOOD_PASSWORD, signMeaning: 'Approval' })).body;
    expect(first).toBeGreaterThan(id);

    // Step 2 is invited now, on the signed version, in Italian, with the message.
    const invitation = await newMail(h, external, 'sign-invitation', seen);
    expect(invitation.langKey).toBe('it');
    expect(invitation.text).toContain('“Please sign before the board meets.”');
    expect(signLink(invitation.text).documentId).toBe(first);
    const followed = await view(first);
    expect(followed.signers.map((s: any) => [s.state, s.signedAt !== null, s.invitedAt !== null])).toEqual([
      ['signed', true, true],
      ['invited', false, true],
    ]);
    expect(followed.history.map((e: any) => e.action)).toEqual(expect.arrayContaining(['sign-request', 'sign-otp', 'sign']));
    // Only those who may update the document follow it.
    expect((await a.api.get(`${GW}/sign/requests/${id}`)).status).toBe(200);
    const reader = await newSigner(h, 'en', { update: false });
    expect((await reader.api.get(`${GW}/sign/requests/${id}`)).status).toBe(403);
  });
});

describe('reminders by hand', () => {
  it('mails the signers whose turn it is, at most once an hour each', async () => {
    const [a, b] = [await newSigner(h), await newSigner(h)];
    const id = await newContract(h);
    const created = await askSignatures(h, id, { signers: [{ login: a.login, boxes: [box('Basso sx')] }, { login: b.login, order: 2, boxes: [box('Basso dx')] }] });
    const [first, second] = created.signers.map((s: any) => s.id);

    const waiting = await h.admin.post(`${GW}/sign/requests/${id}/remind`, { signerId: second });
    expect([waiting.status, waiting.body.message]).toEqual([409, 'error.sign.nobodytoremind']);
    const reminded = await h.admin.post(`${GW}/sign/requests/${id}/remind`, {});
    expect([reminded.status, reminded.body]).toEqual([200, { reminded: [first] }]);
    const reminder = await newMail(h, a.email, 'sign-reminder');
    expect(reminder.subject).toBe('Reminder: contract.pdf waits for your signature');
    expect(new URL(linkIn(reminder.text, '/wuser/').url).pathname).toBe('/wuser/signatures');
    const again = await h.admin.post(`${GW}/sign/requests/${id}/remind`, { signerId: first });
    expect([again.status, again.body.message]).toEqual([429, 'error.sign.remindtoosoon']);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(3_500);
    expect((await h.admin.post(`${GW}/sign/requests/${id}/remind`, { signerId: 99_999 })).status).toBe(404);
    expect((await view(id)).signers.map((s: any) => s.reminders)).toEqual([1, 0]);
    // A reader without the update right may not remind.
    const reader = await newSigner(h, 'en', { update: false });
    expect((await reader.api.post(`${GW}/sign/requests/${id}/remind`, {})).status).toBe(403);
  });
});

describe('void and decline', () => {
  it('voids an open request with a reason: invited signers are told and their links stop working', async () => {
    const id = await newContract(h);
    const external = address('void');
    const seen = await mailIds(h, external, 'sign-invitation');
    await askSignatures(h, id, { signers: [{ email: external, name: 'Vera Void', boxes: [box('Basso dx')] }] });
    const link = signLink((await newMail(h, external, 'sign-invitation', seen)).text);
    expect((await h.admin.post(`${GW}/sign/requests/${id}/void`, { reason: '' })).status).toBe(400);

    const voided = await h.admin.post(`${GW}/sign/requests/${id}/void`, { reason: 'Wrong counterparty' });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body).toMatchObject({ state: 'voided', ended: { by: 'admin', reason: 'Wrong counterparty' } });
    expect((await newMail(h, external, 'sign-withdrawn')).text).toContain('was withdrawn: Wrong counterparty');
    const opened = await h.anonymous.get(`${GW}/sign/get-info/${id}?signToken=${link.signToken}&extUserId=${link.extUserId}`);
    expect([opened.status, opened.body.message]).toEqual([403, 'error.sign.requestended']);
    const twice = await h.admin.post(`${GW}/sign/requests/${id}/void`, { reason: 'Again' });
    expect([twice.status, twice.body.message]).toEqual([409, 'error.sign.noopenrequest']);
    // Once voided, the document may be asked for signatures again.
    expect((await h.admin.get(`${GW}/sign/get-info/${id}`)).body.canAsk).toBe(true);
  });

  it('lets a signer decline with a reason: the request ends and the asker is told', async () => {
    const [a, b] = [await newSigner(h), await newSigner(h)];
    const id = await newContract(h);
    await askSignatures(h, id, { signers: [{ login: a.login, boxes: [box('Basso sx')] }, { login: b.login, order: 2, boxes: [box('Basso dx')] }] });
    const seen = await mailIds(h, 'admin@localhost', 'sign-request-ended');
    expect((await a.api.post(`${GW}/sign/decline/${id}`, {})).status).toBe(400);
    const stranger = await newSigner(h);
    const notAsked = await stranger.api.post(`${GW}/sign/decline/${id}`, { reason: 'No' });
    expect([notAsked.status, notAsked.body.message]).toEqual([409, 'error.sign.nothingtosign']);

    expect((await a.api.post(`${GW}/sign/decline/${id}`, { reason: 'The amount is wrong' })).status).toBe(204);
    const ended = await view(id);
    expect(ended).toMatchObject({ state: 'declined', ended: { by: a.login, reason: 'The amount is wrong' } });
    expect(ended.signers.map((s: any) => s.state)).toEqual(['declined', 'waiting']);
    const told = await newMail(h, 'admin@localhost', 'sign-request-ended', seen);
    expect(told.text).toContain(`was declined by ${a.login}: The amount is wrong`);
    // b was never invited: nobody tells them of a request they never heard of.
    expect((await mailsTo(h.admin, b.email)).filter((m) => m.mailKey === 'sign-withdrawn')).toEqual([]);
    // Nothing is left to sign (-21).
    expect((await a.api.put(`${GW}/sign/document/${id}`, { otp: '123456' })).body).toBe(-21);
  });
});

describe('another signer', () => {
  it('puts another person in place of one who has not signed: same step, same boxes; the replaced one is told and their link stops working', async () => {
    const id = await newContract(h);
    const [gone, instead] = [address('gone'), address('instead')];
    const seen = await mailIds(h, gone, 'sign-invitation');
    const created = await askSignatures(h, id, { signers: [{ email: gone, name: 'Gino Gone', boxes: [box('Basso dx')] }] });
    const link = signLink((await newMail(h, gone, 'sign-invitation', seen)).text);
    const old = created.signers[0].id;

    const twice = await h.admin.put(`${GW}/sign/requests/${id}/signers/${old}`, { email: gone });
    expect([twice.status, twice.body.detail]).toEqual([400, `The address ${gone} is asked to sign already`]);
    const stranger = await newSigner(h, 'en', { rights: false });
    expect((await h.admin.put(`${GW}/sign/requests/${id}/signers/${old}`, { login: stranger.login })).status).toBe(400);

    const replaced = await h.admin.put(`${GW}/sign/requests/${id}/signers/${old}`, { email: instead, name: 'Ida Instead', langKey: 'fr' });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.signers.map((s: any) => [s.name, s.order, s.state])).toEqual([['Ida Instead', 1, 'invited']]);
    expect((await newMail(h, gone, 'sign-withdrawn')).text).toContain('Ida Instead signs instead');
    const invitation = await newMail(h, instead, 'sign-invitation');
    expect(invitation.langKey).toBe('fr');
    const opened = await h.anonymous.get(`${GW}/sign/get-info/${id}?signToken=${link.signToken}&extUserId=${link.extUserId}`);
    expect(opened.status).toBe(403);
    // The new signer's link shows the same box.
    const theirs = signLink(invitation.text);
    const info = (await h.anonymous.get(`${GW}/sign/get-info/${id}?signToken=${theirs.signToken}&extUserId=${theirs.extUserId}`)).body;
    expect(info.signFields.map((f: any) => [f.Fpage_number, f.origin_Corner])).toEqual([[1, 'Basso dx']]);
    expect((await h.admin.put(`${GW}/sign/requests/${id}/signers/${old}`, { login: 'user' })).status).toBe(404);
  });
});

describe('reminders and expiry by themselves', () => {
  it('reminds every N days exactly once per reminder, also after the lease of a stopped server ran out', async () => {
    const a = await newSigner(h);
    const id = await newContract(h);
    const created = await askSignatures(h, id, { reminders: { everyDays: 2 }, signers: [{ login: a.login, boxes: [box('Basso sx')] }] });
    const requestId = created.id;
    const next = await sql((db) => db.selectFrom('sign_request').select('next_run_at').where('id', '=', requestId).executeTakeFirstOrThrow());
    const invitedAt = (await view(id)).signers[0].invitedAt;
    expect(Number(next.next_run_at)).toBe(Date.parse(invitedAt) + 2 * DAY);

    // Three days pass: one reminder is due.
    await sql((db) => db.updateTable('sign_signer').set({ invited_at: Date.now() - 3 * DAY }).where('request_id', '=', requestId).execute());
    await sql((db) => db.updateTable('sign_request').set({ next_run_at: Date.now() - 1_000 }).where('id', '=', requestId).execute());
    const reminders = async () => (await mailsTo(h.admin, a.email)).filter((m) => m.mailKey === 'sign-reminder').length;
    await eventually(async () => (await reminders()) === 1);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await reminders()).toBe(1);
    const after = await view(id);
    expect(after.signers[0].reminders).toBe(1);
    expect(after.history.filter((e: any) => e.action === 'sign-reminded').map((e: any) => e.userName)).toEqual(['system']);

    // A server took it and stopped before it worked on it: once its lease has run out, the reminder goes out.
    await sql((db) => db.updateTable('sign_signer').set({ reminded_at: Date.now() - 3 * DAY }).where('request_id', '=', requestId).execute());
    await sql((db) => db.updateTable('sign_request').set({ next_run_at: Date.now() - 1 }).where('id', '=', requestId).execute());
    await eventually(async () => (await reminders()) === 2);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await reminders()).toBe(2);
  });

  it('expires a request at the end of its due date when asked to, and tells the asker', async () => {
    const external = address('late');
    const id = await newContract(h);
    const created = await askSignatures(h, id, { dueDate: '2099-12-31', onDue: 'expire', signers: [{ email: external, name: 'Lara Late', boxes: [box('Basso dx')] }] });
    const seen = await mailIds(h, 'admin@localhost', 'sign-request-ended');
    // The due date passes.
    await sql((db) => db.updateTable('sign_request').set({ due_date: 20200101, next_run_at: Date.now() - 1_000 }).where('id', '=', created.id).execute());
    await eventually(async () => (await view(id)).state === 'expired');
    expect((await view(id)).ended).toMatchObject({ by: 'system', reason: 'its due date, 2020-01-01, passed' });
    expect((await newMail(h, 'admin@localhost', 'sign-request-ended', seen)).subject).toBe('The signatures of contract.pdf were not completed');
    expect((await newMail(h, external, 'sign-withdrawn')).text).toContain('was ended at its due date');
  });

  it('refuses an expiry without a due date, and reminders before a due date without one', async () => {
    const id = await newContract(h);
    const signers = [{ login: 'user', boxes: [box('Basso dx')] }];
    expect((await h.admin.post(`${GW}/sign/requests/${id}`, { signers, onDue: 'expire' })).status).toBe(400);
    expect((await h.admin.post(`${GW}/sign/requests/${id}`, { signers, reminders: { beforeDueDays: 2 } })).status).toBe(400);
    expect((await h.admin.post(`${GW}/sign/requests/${id}`, { signers, reminders: { everyDays: 0 } })).status).toBe(400);
  });
});

describe('inboxes', () => {
  it('lists what awaits my signature now, and what I asked, paged and sorted like every list', async () => {
    const [a, b] = [await newSigner(h), await newSigner(h)];
    const [first, second, third] = [await newContract(h), await newContract(h), await newContract(h)];
    await a.api.post(`${GW}/sign/requests/${first}`, { dueDate: '2099-03-01', signers: [{ login: b.login, boxes: [box('Basso dx')] }] });
    await a.api.post(`${GW}/sign/requests/${second}`, { dueDate: '2099-01-01', signers: [{ login: b.login, boxes: [box('Basso dx')] }] });
    // b signs second in this one: it does not wait for b yet.
    await a.api.post(`${GW}/sign/requests/${third}`, { signers: [{ login: 'user', boxes: [box('Basso sx')] }, { login: b.login, order: 2, boxes: [box('Basso dx')] }] });

    const awaiting = await b.api.get(`${GW}/sign/inbox/awaiting`);
    expect(awaiting.status).toBe(200);
    expect(awaiting.headers.get('x-total-count')).toBe('2');
    expect(awaiting.body.map((r: any) => [r.documentId, r.dueDate, r.family, r.askedBy])).toEqual([
      [second, '2099-01-01', 'contracts', a.login],
      [first, '2099-03-01', 'contracts', a.login],
    ]);
    const pageTwo = await b.api.get(`${GW}/sign/inbox/awaiting?size=1&page=1&sort=dueDate,desc`);
    expect(pageTwo.body.map((r: any) => r.documentId)).toEqual([second]);
    expect(pageTwo.headers.get('link')).toContain('rel="first"');

    const sent = await a.api.get(`${GW}/sign/inbox/sent?sort=createdAt,desc`);
    expect(sent.headers.get('x-total-count')).toBe('3');
    expect(sent.body.map((r: any) => [r.documentId, r.state, r.signed, r.signers, r.waitingFor])).toEqual([
      [third, 'open', 0, 2, ['Paolo Bianchi']],
      [second, 'open', 0, 1, [b.login]],
      [first, 'open', 0, 1, [b.login]],
    ]);
    await a.api.post(`${GW}/sign/requests/${first}/void`, { reason: 'Not needed' });
    expect((await b.api.get(`${GW}/sign/inbox/awaiting`)).body.map((r: any) => r.documentId)).toEqual([second]);
    expect((await a.api.get(`${GW}/sign/inbox/sent?sort=state,asc&sort=createdAt,asc`)).body.map((r: any) => [r.documentId, r.state])).toEqual([
      [second, 'open'],
      [third, 'open'],
      [first, 'voided'],
    ]);
    const unknown = await a.api.get(`${GW}/sign/inbox/sent?sort=nope,asc`);
    expect(unknown.status).toBe(400);
  });

  it('sorts names in byte order and empty due dates last, counts past one page, and leaves out deleted documents', async () => {
    const [a, b] = [await newSigner(h), await newSigner(h)];
    const named = async (fileName: string, dueDate?: string) => {
      const id = await newContract(h, undefined, fileName);
      expect((await a.api.post(`${GW}/sign/requests/${id}`, { ...(dueDate ? { dueDate } : {}), signers: [{ login: b.login, boxes: [box('Basso dx')] }] })).status).toBe(201);
      return id;
    };
    const [zeta, alpha, beta] = [await named('zeta.pdf', '2099-02-01'), await named('alpha.pdf'), await named('Beta.pdf', '2099-01-01')];
    const awaiting = async (query: string) => {
      const res = await b.api.get(`${GW}/sign/inbox/awaiting?${query}`);
      return [res.body.map((r: any) => r.document), res.headers.get('x-total-count')];
    };
    expect(await awaiting('sort=document,asc')).toEqual([['Beta.pdf', 'alpha.pdf', 'zeta.pdf'], '3']);
    expect(await awaiting('')).toEqual([['Beta.pdf', 'zeta.pdf', 'alpha.pdf'], '3']);
    expect(await awaiting('sort=dueDate,desc')).toEqual([['alpha.pdf', 'zeta.pdf', 'Beta.pdf'], '3']);
    expect(await awaiting('size=2')).toEqual([['Beta.pdf', 'zeta.pdf'], '3']);
    expect(await awaiting('size=2&page=1')).toEqual([['alpha.pdf'], '3']);
    expect(await awaiting('size=2&page=4')).toEqual([[], '3']);

    expect((await h.admin.delete(`${GW}/entities/${zeta}`)).status).toBeLessThan(300);
    expect(await awaiting('sort=askedAt,desc')).toEqual([['Beta.pdf', 'alpha.pdf'], '2']);
    const sent = await a.api.get(`${GW}/sign/inbox/sent?sort=document,desc&size=1`);
    expect([sent.body.map((r: any) => r.documentId), sent.headers.get('x-total-count')]).toEqual([[alpha], '2']);
    expect((await a.api.get(`${GW}/sign/inbox/sent?sort=dueDate,asc`)).body.map((r: any) => r.documentId)).toEqual([beta, alpha]);
  });
});

describe('completion', () => {
  it('seals a completion certificate, attaches it, and mails everyone links to the signed PDF and the certificate', async () => {
    const a = await newSigner(h);
    await setSignaturePassword(a);
    const id = await newContract(h);
    const external = address('done');
    const seen = await mailIds(h, external, 'sign-invitation');
    await askSignatures(h, id, { imgManage: 3, signers: [{ login: a.login, boxes: [box('Basso sx')] }, { email: external, name: 'Zoë Dvořák', langKey: 'de', boxes: [box('Basso dx')] }] });
    const first = (await a.api.put(`${GW}/sign/document/${id}`, { otp: await otpOf(h, a.api, id, a.email), signUsername: a.login, signPassword: GOOD_PASSWORD, signMeaning: 'Approval' })).body;
    const link = signLink((await newMail(h, external, 'sign-invitation', seen)).text);
    const query = `?signToken=${link.signToken}&extUserId=${link.extUserId}`;
    const seenDone = await mailIds(h, external, 'sign-completed');
    const last = (await h.anonymous.put(`${GW}/sign/document/${first}${query}`, { otp: await otpOf(h, h.anonymous, first, external, query) })).body;
    expect(last).toBeGreaterThan(first);

    // The external signer's mail, in German: its links open the signed PDF and the certificate, for that version alone.
    const mail = await newMail(h, external, 'sign-completed', seenDone);
    expect([mail.langKey, mail.subject]).toEqual(['de', 'contract.pdf ist von allen signiert']);
    const links = [...mail.text.matchAll(/https?:\/\/\S+\/api\/adiuto-gateway\/sign\/copy\/\S+/g)].map((m) => new URL(m[0]));
    expect(links.map((u) => u.pathname.replace(/\d+/, 'N'))).toEqual(['/api/adiuto-gateway/sign/copy/N/certificate', '/api/adiuto-gateway/sign/copy/N']);
    const fetched = async (u: URL) => Buffer.from(await (await fetch(`${h.server.baseUrl}${u.pathname}${u.search}`)).arrayBuffer());
    const [certificate, signed] = [await fetched(links[0]), await fetched(links[1])];
    const ca = await caPem(h);
    expect((await verifyWithPdfsig(signed, ca)).signatures.map((s) => [s.signer, s.valid, s.trusted])).toEqual([[a.login, true, true], ['Zoë Dvořák', true, true]]);
    const sealed = await verifyWithPdfsig(certificate, ca);
    // Sealed at B-LT: its validation data follows the seal, in a revision pdfsig does not count as signed.
    expect(sealed.signatures.map((s) => [s.signer, s.valid, s.trusted, s.wholeDocument])).toEqual([['Portico completion seal', true, true, false]]);
    const text = await pdfText(certificate, 1);
    for (const line of ['Completion certificate', 'Zoë Dvořák', `${external[0]}***@example.org`, 'SHA-256 of the first version', 'signature password', 'from 127.0.0.1'])
      expect(text.replace(/\s+/g, ' '), line).toContain(line);
    // Addresses are masked everywhere, the history too.
    expect((await pdfText(certificate)).includes(external)).toBe(false);
    // A link opens its own version only.
    expect((await fetch(`${h.server.baseUrl}/${GW}/sign/copy/${first}${links[1].search}`)).status).toBe(403);

    // The asker: the mail, the certificate as an attachment, and the view says completed.
    expect((await newMail(h, 'admin@localhost', 'sign-completed')).subject).toBe('contract.pdf is signed by everyone');
    const attachments = (await h.admin.get(`${GW}/entities/${last}/attachments`)).body;
    expect(attachments.map((x: any) => [x.originalFileName, x.userName])).toContainEqual([`completion-certificate-${(await view(last)).id}.pdf`, 'system']);
    expect((await h.admin.get(`${GW}/sign/requests/${last}/certificate`)).status).toBe(200);
    expect((await view(last)).state).toBe('completed');
    // The signed PDF itself carries no third signature: the certificate is never appended to it.
    expect((await verifyWithPdfsig(await fetched(links[1]), ca)).signatures).toHaveLength(2);
  });
});
