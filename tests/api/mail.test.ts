import { beforeAll, describe, expect, it } from 'vitest';
import { useServer } from './client.js';

/** The mail outbox for administrators: GET api/admin/mail-outbox and GET api/admin/mail-outbox/{id}. */
const h = useServer();

const recipients = ['m1', 'm2', 'm3'].map((p) => `${p}-${process.pid}@example.com`);
/** Messages of the demonstration data (an external signer's invitation), there before the test's. */
let seeded = 0;

describe('api/admin/mail-outbox', () => {
  beforeAll(async () => {
    seeded = Number((await h.admin.get('api/admin/mail-outbox')).headers.get('x-total-count'));
    // Three registrations, in order, each writing one activation mail.
    for (const [i, email] of recipients.entries())
      expect((await h.anonymous.post('api/register', { login: `mail${i}x${process.pid}`, email, password: 'secret', langKey: ['en', 'it', 'xx'][i] })).status).toBe(201);
  });

  it('lists the messages newest first, paged, with x-total-count and Link', async () => {
    const res = await h.admin.get('api/admin/mail-outbox?page=0&size=2&cacheBuster=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe(String(seeded + 3));
    expect(res.headers.get('link')).toContain('rel="next"');
    expect(res.body.map((m: { recipient: string }) => m.recipient)).toEqual([recipients[2], recipients[1]]);
    const second = await h.admin.get('api/admin/mail-outbox?page=1&size=2');
    expect(second.body.map((m: { recipient: string }) => m.recipient)[0]).toBe(recipients[0]);
    expect(res.body[0]).not.toHaveProperty('text');
  });

  it('delivers to the outbox without SMTP, in the language of the recipient or else in English', async () => {
    // Delivery runs just after the commit: wait for it.
    const ours = async () => (await h.admin.get('api/admin/mail-outbox')).body.filter((m: { recipient: string }) => recipients.includes(m.recipient));
    let list = await ours();
    for (let i = 0; i < 50 && list.some((m: { status: string }) => m.status !== 'sent'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      list = await ours();
    }
    for (const message of list) {
      expect(message).toMatchObject({ mailKey: 'activation', attempts: 1, lastError: null, transport: 'outbox', status: 'sent' });
      expect(Date.parse(message.sentDate)).toBeGreaterThanOrEqual(Date.parse(message.createdDate));
    }
    expect(list.map((m: { langKey: string }) => m.langKey)).toEqual(['en', 'it', 'en']);
  });

  it('answers one message with its text and HTML, and 404 for an unknown id', async () => {
    const [newest] = (await h.admin.get('api/admin/mail-outbox?size=1')).body;
    const res = await h.admin.get(`api/admin/mail-outbox/${newest.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: newest.id, recipient: recipients[2], subject: 'Activate your Portico account' });
    expect(res.body.text).toMatch(/^Dear mail2x\d+,\n/);
    expect(res.body.text).toMatch(/http:\/\/localhost:\d+\/account\/activate\?key=[\w-]{32}/);
    expect(res.body.html).toMatch(/^<!doctype html>/);
    expect((await h.admin.get('api/admin/mail-outbox/999999')).status).toBe(404);
  });

  it('filters by recipient and refuses bad parameters', async () => {
    const res = await h.admin.get(`api/admin/mail-outbox?recipient.equals=${recipients[1].toUpperCase()}`);
    expect(res.body).toHaveLength(1);
    for (const query of ['size=0', 'page=-1', 'size=abc', 'sort=id,asc&unknown=1']) expect((await h.admin.get(`api/admin/mail-outbox?${query}`)).status, query).toBe(400);
    expect((await h.admin.get('api/admin/mail-outbox/abc')).status).toBe(400);
  });

  it('is for ROLE_ADMIN only', async () => {
    for (const path of ['api/admin/mail-outbox', 'api/admin/mail-outbox/1']) {
      expect((await h.anonymous.get(path)).status).toBe(401);
      expect((await h.user.get(path)).status).toBe(403);
      expect((await h.wadmin.get(path)).status).toBe(403);
    }
  });
});
