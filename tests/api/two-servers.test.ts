import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { client, unique, type Harness } from './client.js';
import { captchaKeyOfStoredSecret, solvedCaptcha } from '../support/captcha.js';
import { licenceIssuer } from '../support/licence.js';
import { lastMailTo, linkIn, mailsTo } from '../support/outbox.js';
import { useServerPair, type ServerPair } from '../support/server-pair.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';
import { askSignatures, caPem, expectValidSignatures, GOOD_PASSWORD, GW, newContract, newSigner, otpOf, setSignaturePassword } from '../support/signing.js';
import { withDatabase } from '../support/sql.js';
import type { Db } from '../../server/database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field */

/**
 * Scale-out: two server processes on one PostgreSQL database, started together, each also reached
 * through a round-robin proxy. Everything that has state must hold whichever server answers: the
 * seed and the signing authority made once, sessions and their end, captchas, sign-in limits,
 * one-time passwords, the mail outbox with both delivery workers running, what one server writes
 * read at once by the other, the licence, shared query tokens.
 */
const onPostgres = process.env.PORTICO_TEST_DB === 'postgres';
const issuer = licenceIssuer();
let smtp: SmtpSink;

describe.runIf(onPostgres)('two servers on one PostgreSQL database', () => {
  const pair = useServerPair({
    db: 'postgres',
    before: async () => {
      smtp = await startSmtpSink();
    },
    env: () => ({
      ...issuer.env,
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_SECONDS: '1',
      SIGN_IN_MAX_FAILURES_PER_LOGIN: '4',
      SIGN_OTP_MAX_REQUESTS: '100',
      SIGN_SCHEDULER_INTERVAL_SECONDS: '1',
    }),
    after: () => smtp?.close(),
  });

  startAndSessionTests(pair);
  sharedStateTests(pair);
  turnTakingTests(pair);
});

/** A seed and a signing authority made once; sessions, sign-in limits, crash reports and captchas across the servers. */
function startAndSessionTests(pair: ServerPair): void {
  const sql = <T>(fn: (db: Db) => Promise<T>) => withDatabase(pair.a.server, fn);

it('started together on a new database: seeded once, one signing authority, one token secret', async () => {
  const counts = await sql(async (db) => ({
    admins: await db.selectFrom('app_user').select(db.fn.countAll().as('n')).where('login', '=', 'admin').executeTakeFirstOrThrow(),
    secrets: await db.selectFrom('app_setting').select(db.fn.countAll().as('n')).where('key', '=', 'jwt.secret').executeTakeFirstOrThrow(),
    authorities: await db.selectFrom('sign_authority').select('name').orderBy('name').execute(),
    samePaths: await db.selectFrom('page').select(['path', 'scope']).where('path', 'is not', null).groupBy(['path', 'scope']).having(db.fn.countAll(), '>', 1).execute(),
    sites: await db.selectFrom('site').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  }));
  expect(Number(counts.admins.n)).toBe(1);
  expect(Number(counts.secrets.n)).toBe(1);
  expect(counts.authorities.map((a) => a.name)).toEqual(['ca', 'tsa']);
  expect(counts.samePaths).toEqual([]);
  expect(Number(counts.sites.n)).toBe(1);
  expect(await caPem(pair.a)).toBe(await caPem(pair.b));
});

it('sign-in: a token from one server signs in on the other; a password change on one ends the older sessions on both', async () => {
  const account = await newSigner(pair.a);
  const signIn = async (h: Harness, password = account.password) => {
    const res = await h.anonymous.post('api/authenticate', { username: account.login, password });
    expect(res.status, res.text).toBe(200);
    return res.body.id_token as string;
  };
  const [fromA, other] = [await signIn(pair.a), await signIn(pair.b)];
  expect((await client(pair.b.server.baseUrl, fromA).get('api/account')).body.login).toBe(account.login);
  const changed = await client(pair.b.server.baseUrl, fromA).post('api/account/change-password', { currentPassword: account.password, newPassword: 'second-pass' });
  expect(changed.status, changed.text).toBe(200);
  for (const h of [pair.a, pair.b]) {
    expect((await client(h.server.baseUrl, other).get('api/account')).status).toBe(401);
    expect((await client(h.server.baseUrl, fromA).get('api/account')).status).toBe(401);
  }
  const renewed = changed.headers.get('authorization')!.slice('Bearer '.length);
  expect((await client(pair.a.server.baseUrl, renewed).get('api/account')).status).toBe(200);
  await signIn(pair.a, 'second-pass');
});

it('sign-out on one server ends that token on both at once, and only that one', async () => {
  const account = await newSigner(pair.a);
  const signIn = async (h: Harness) => (await h.anonymous.post('api/authenticate', { username: account.login, password: account.password })).body.id_token as string;
  const [ended, other] = [await signIn(pair.a), await signIn(pair.b)];
  // Each server has read (and keeps) both sessions before the sign-out.
  for (const h of [pair.a, pair.b]) for (const token of [ended, other]) expect((await client(h.server.baseUrl, token).get('api/account')).status).toBe(200);
  expect((await client(pair.b.server.baseUrl, ended).post('api/logout', {})).status).toBe(204);
  for (const h of [pair.a, pair.b]) {
    expect((await client(h.server.baseUrl, ended).get('api/account')).status).toBe(401);
    expect((await client(h.server.baseUrl, other).get('api/account')).status).toBe(200);
  }
});

it('sign-in limits count the failures made on either server', async () => {
  const account = await newSigner(pair.b);
  for (const h of [pair.a, pair.b, pair.a, pair.b])
    expect((await h.anonymous.post('api/authenticate', { username: account.login, password: 'wrong' })).status).toBe(401);
  for (const h of [pair.a, pair.b]) {
    const res = await h.anonymous.post('api/authenticate', { username: account.login, password: account.password });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe('error.signin.captcharequired');
  }
});

it('crash reports: the limit per address holds across the servers', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await (i % 2 ? pair.a : pair.b).anonymous.post('api/client-errors', { message: `crash ${i}` })).status);
  expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
});

it('captchas: an answer used on one server is refused on the other', async () => {
  const secret = await sql((db) => db.selectFrom('app_setting').select('value').where('key', '=', 'jwt.secret').executeTakeFirstOrThrow());
  const key = captchaKeyOfStoredSecret(String(secret.value));
  await setCaptcha(pair.a, true);
  try {
    const solved = solvedCaptcha({ key });
    const signIn = (h: Harness) => h.anonymous.post('api/authenticate', { username: 'user', password: 'user', ...solved });
    expect((await signIn(pair.a)).status).toBe(200);
    const again = await signIn(pair.b);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('error.captcha');
    // A captcha the other server issued is checked here too (its answer is unknown: refused as wrong, not as foreign).
    const issued = (await pair.b.anonymous.get('api/composer/captcha')).body.hiddenCaptcha;
    expect((await pair.a.anonymous.post('api/authenticate', { username: 'user', password: 'user', captcha: 'xxxxx', hiddenCaptcha: issued })).body.message).toBe('error.captcha');
  } finally {
    await setCaptcha(pair.b, false);
  }
  expect((await pair.a.anonymous.post('api/authenticate', { username: 'user', password: 'user' })).status).toBe(200);
});
}

/** One-time passwords, the mail outbox and what one server writes, read by the other. */
function sharedStateTests(pair: ServerPair): void {
  const sql = <T>(fn: (db: Db) => Promise<T>) => withDatabase(pair.a.server, fn);

it('one-time passwords: mailed by one server, spent on the other; the signature checks against the one authority', async () => {
  const signer = await newSigner(pair.a);
  const id = await newContract(pair.a);
  await askSignatures(pair.b, id, { imgManage: 0, signers: [{ login: signer.login, boxes: [{ page: 1, x: 40, y: 60, corner: 'Basso dx' }] }] });
  await setSignaturePassword(signer);
  const otp = await otpOf(pair.a, signer.api, id, signer.email);
  const onB = client(pair.b.server.baseUrl, await pair.b.server.token(signer.login, signer.password));
  const credentials = { signUsername: signer.login, signPassword: GOOD_PASSWORD, signMeaning: 'Approval' };
  const signed = await onB.put(`${GW}/sign/document/${id}`, { otp, ...credentials });
  expect(signed.status, signed.text).toBe(200);
  expect(signed.body).toBeGreaterThan(id);
  await expectValidSignatures(pair.a, signed.body, 1);
  // Spent: the same password is refused on the first server.
  const reused = await signer.api.put(`${GW}/sign/document/${signed.body}`, { otp, ...credentials });
  expect(reused.body).toBeLessThan(0);
});

it('the mail outbox: with both delivery workers running, every mail reaches SMTP once', async () => {
  const emails = Array.from({ length: 24 }, (_, i) => `${unique('mail').replace(/[^a-z0-9]/gi, '')}${i}@example.com`);
  await Promise.all(
    emails.map(async (email, i) => {
      const h = i % 2 ? pair.a : pair.b;
      const login = email.split('@')[0].toLowerCase();
      expect((await h.anonymous.post('api/register', { login, email, password: 'first-pass', langKey: 'en' })).status).toBe(201);
    }),
  );
  const deadline = Date.now() + 20_000;
  let sent: any[] = [];
  while (Date.now() < deadline) {
    sent = (await Promise.all(emails.map((email) => mailsTo(pair.a.admin, email)))).flat();
    if (sent.length === emails.length && sent.every((m) => m.status === 'sent')) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(sent.map((m) => m.status)).toEqual(emails.map(() => 'sent'));
  // Give a second delivery, if there were to be one, the time of a poll round.
  await new Promise((r) => setTimeout(r, 1_500));
  const delivered = smtp.received.filter((m) => emails.includes(m.to[0])).map((m) => m.to[0]);
  expect(delivered.sort()).toEqual([...emails].sort());
  // The activation link works on the other server than the one that wrote the mail.
  const { key } = linkIn((await lastMailTo(pair.b.admin, emails[0], 'activation')).text, '/account/activate');
  expect((await pair.a.anonymous.get(`api/activate?key=${key}`)).status).toBe(200);
});

it('what one server writes the other reads at once, whatever each keeps in memory: entities, the site, the licence', async () => {
  // Each server reads the list twice first, so that it keeps the list's order and rows (docs/decisions.md).
  const names = async (server: typeof pair.a) => (await server.admin.get('api/themes?sort=name,asc&size=1000')).body.map((t: any) => t.name);
  for (const server of [pair.a, pair.b, pair.a, pair.b]) await names(server);
  const created = await pair.a.admin.post('api/themes', { name: unique('theme'), conf: '{}' });
  expect(created.status, created.text).toBe(201);
  const list = () => pair.b.admin.get(`api/themes?name.equals=${encodeURIComponent(created.body.name)}`);
  expect((await list()).body.map((t: any) => t.id)).toEqual([created.body.id]);
  expect(await names(pair.b)).toContain(created.body.name);
  const renamed = `${created.body.name}-renamed`;
  expect((await pair.b.admin.put(`api/themes/${created.body.id}`, { ...created.body, name: renamed })).status).toBe(200);
  expect((await pair.a.admin.get(`api/themes/${created.body.id}`)).body.name).toBe(renamed);
  expect(await names(pair.a)).toContain(renamed);
  // A write made in the database itself, by no server, is read at once too.
  const bySql = `${renamed}-by-sql`;
  await sql((db) => db.updateTable('theme').set({ name: bySql }).where('id', '=', created.body.id).execute());
  expect(await names(pair.a)).toContain(bySql);
  expect(await names(pair.b)).toContain(bySql);

  const langs = (await pair.a.anonymous.get('api/account-site-conf')).body.langs;
  expect((await pair.a.wadmin.put('api/sites/langs', { langs: 'en,de' })).status).toBe(200);
  expect((await pair.b.anonymous.get('api/account-site-conf')).body.langs).toBe('en,de');
  expect((await pair.b.wadmin.put('api/sites/langs', { langs })).status).toBe(200);
  expect((await pair.a.anonymous.get('api/account-site-conf')).body.langs).toBe(langs);

  const licensee = unique('Licensee');
  const saved = await pair.a.admin.put('api/license', { key: issuer.licence(licensee) });
  expect(saved.status, saved.text).toBe(200);
  expect((await pair.b.admin.get('api/license')).body).toMatchObject({ valid: true, licensee });
});
}

/** Writes that decide by other rows take turns; shared query tokens; a walk through the round-robin proxy. */
function turnTakingTests(pair: ServerPair): void {
  const sql = <T>(fn: (db: Db) => Promise<T>) => withDatabase(pair.a.server, fn);

it('writes that decide by other rows take turns: moves made at once on both servers never close a loop, pages and widgets stay numbered 0..n-1, a tag is kept once', async () => {
  const insert = async (h: Harness, name: string, parent?: number) => {
    const res = await h.admin.post('api/pages/increment', { name, type: 'PAGE', scope: 'PRIVATE', ...(parent ? { parent: { id: parent } } : {}) });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };
  const root = await insert(pair.a, unique('turns'));
  // Each round: x and y side by side, then x under y on one server and y under x on the other, at once.
  for (let round = 0; round < 8; round++) {
    const x = await insert(pair.a, `x${round}`, root);
    const y = await insert(pair.b, `y${round}`, root);
    const answers = await Promise.all([
      pair.a.admin.put('api/pages', [{ id: x, parent: { id: y }, index: 0 }]),
      pair.b.admin.put('api/pages', [{ id: y, parent: { id: x }, index: 0 }]),
    ]);
    expect(answers.map((r) => r.status).sort(), `round ${round}: ${answers.map((r) => r.body?.detail ?? r.status).join('; ')}`).toEqual([200, 409]);
  }
  // Both servers insert into one group at once, at its start.
  const group = await insert(pair.a, unique('group'), root);
  await Promise.all(Array.from({ length: 12 }, (_, i) => insert(i % 2 ? pair.a : pair.b, `p${i}`, group)));
  const numbered = await sql((db) => db.selectFrom('page').select(['parent_id', 'index']).where('parent_id', 'in', [root, group]).execute());
  for (const parent of [root, group]) {
    const indexes = numbered.filter((p) => Number(p.parent_id) === parent).map((p) => Number(p.index)).sort((a, b) => a - b);
    expect(indexes).toEqual(indexes.map((_, i) => i));
  }

  // Widgets added at once on both servers without an index each come last, one after another.
  const text = ((await pair.a.admin.get('api/widget-types?size=100')).body as any[]).find((t) => t.confSchema === 'rich-text').id;
  const widgets = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      (i % 2 ? pair.a : pair.b).admin.post('api/widgets', { title: `w${i}`, conf: JSON.stringify({ layout: { x: 0, y: 0, w: 6 }, html: 'x' }), page: { id: group }, type: { id: text } }),
    ),
  );
  expect(widgets.map((r) => r.status)).toEqual(widgets.map(() => 201));
  const placed = (await pair.b.admin.get(`api/widgets?pageId.equals=${group}&sort=index,asc`)).body.map((w: any) => w.index);
  expect(placed).toEqual(placed.map((_: unknown, i: number) => i));

  // The same tag given at once on both servers is kept once; the other is told it is already there.
  for (let round = 0; round < 5; round++) {
    const tag = { entityType: 'page', entityId: group, name: `twin${round}` };
    const answers = await Promise.all([pair.a.admin.post('api/tags', tag), pair.b.admin.post('api/tags', tag)]);
    expect(answers.map((r) => r.status).sort(), `round ${round}`).toEqual([201, 400]);
  }
});

it('a shared query token issued by one server runs on the other', async () => {
  const shared = await pair.a.admin.post(`${GW}/query-tokens`, { query: { fam: 'invoices', max: 5 } });
  expect(shared.status, shared.text).toBe(201);
  const run = await pair.b.anonymous.post(`${GW}/execute-token-query`, { token: shared.body.token });
  expect(run.status, run.text).toBe(200);
  expect(run.body.list.length).toBeGreaterThan(0);
});

it('through the round-robin proxy, a walk whose calls alternate between the servers sees one portal', async () => {
  const before = [...pair.proxy.answered];
  const h = pair.either;
  const file = Buffer.from(`%PDF-1.4\n% ${unique('walk')}\n`);
  const created = await h.admin.post(`${GW}/entities`, {
    fam: 'contracts',
    fieldParameters: [
      { fieldsId: 1, values: unique('CTR').slice(0, 30) },
      { fieldsId: 2, values: 'Two servers' },
    ],
    fileInfo: 'data:application/pdf;base64,',
    file: file.toString('base64'),
    fileName: 'walk.pdf',
  });
  expect(created.status, created.text).toBe(201);
  const id = created.body;
  for (let i = 0; i < 4; i++) {
    const read = await h.admin.post(`${GW}/execute-query`, { fam: 'contracts', max: 1, f: [-1000], o: ['='], v1: [String(id)] });
    expect(read.body.list.map((d: any) => d.fields['2'].val)).toEqual(['Two servers']);
    const bytes = await fetch(`${h.server.baseUrl}/${GW}/entities/${id}/getFile`, { headers: { authorization: `Bearer ${await h.server.token('admin', 'admin')}` } });
    expect(createHash('sha256').update(Buffer.from(await bytes.arrayBuffer())).digest('hex')).toBe(createHash('sha256').update(file).digest('hex'));
  }
  expect(pair.proxy.answered[0] - before[0]).toBeGreaterThanOrEqual(4);
  expect(pair.proxy.answered[1] - before[1]).toBeGreaterThanOrEqual(4);
});

it('a reminder that falls due is mailed once, though both servers look for it every second', async () => {
  const signer = await newSigner(pair.a);
  const id = await newContract(pair.a);
  const created = await askSignatures(pair.a, id, { reminders: { everyDays: 1 }, signers: [{ login: signer.login, boxes: [{ page: 1, x: 40, y: 60, corner: 'Basso dx' }] }] });
  const reminders = async () => (await mailsTo(pair.b.admin, signer.email)).filter((m) => m.mailKey === 'sign-reminder').length;
  // Five rounds: each time a day passes, both servers race for the one reminder due.
  for (let round = 1; round <= 5; round++) {
    await sql((db) => db.updateTable('sign_signer').set({ invited_at: Date.now() - 2 * 86_400_000, reminded_at: Date.now() - 2 * 86_400_000 }).where('request_id', '=', created.id).execute());
    await sql((db) => db.updateTable('sign_request').set({ next_run_at: Date.now() - 1_000 }).where('id', '=', created.id).execute());
    for (let i = 0; i < 40 && (await reminders()) < round; i++) await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 2_200));
    expect(await reminders(), `round ${round}`).toBe(round);
  }
});
}


async function setCaptcha(h: Harness, captchaEnabled: boolean) {
  const sites = await h.admin.get('api/sites?sort=id,asc&size=1');
  const site = (await h.admin.get(`api/sites/${sites.body[0].id}`)).body;
  const res = await h.admin.put(`api/sites/${site.id}`, { ...site, theme: { id: site.theme.id }, captchaEnabled });
  expect(res.status, res.text).toBe(200);
}
