import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../server/database.js';
import { migrate } from '../../server/migrations/migrate.js';
import { Mailer } from '../../server/mail/mailer.js';
import { OutboxStore } from '../../server/mail/outbox.js';
import { MailTemplates } from '../../server/mail/templates.js';
import { createTransport, type MailTransport, type OutgoingMail } from '../../server/mail/transport.js';
import { MailWorker } from '../../server/mail/worker.js';
import { resetRetryStatistics, retryStatistics } from '../../server/ops/retry.js';

const options = { from: 'Portico <portico@localhost>', retryAttempts: 3, retryBaseDelayMs: 5, pollIntervalSeconds: 3600 };

/** A transport that fails the first `failures` sends with `error`, then accepts. */
function flakyTransport(failures: number, error: () => Error = () => new Error('connection refused')) {
  const sent: OutgoingMail[] = [];
  let calls = 0;
  const transport: MailTransport = {
    name: 'smtp',
    async send(mail) {
      if (++calls <= failures) throw error();
      sent.push(mail);
    },
    close: () => undefined,
  };
  return { transport, sent, calls: () => calls };
}

describe('MailWorker', () => {
  let database: Database;
  let outbox: OutboxStore;
  const workers: MailWorker[] = [];

  beforeEach(async () => {
    database = await connect('sqlite::memory:');
    await migrate(database, []);
    outbox = new OutboxStore(database.db);
    resetRetryStatistics();
  });
  afterEach(async () => {
    for (const w of workers.splice(0)) await w.stop();
    await database.close();
  });

  const worker = (transport: MailTransport) => {
    const w = new MailWorker(outbox, transport, options);
    workers.push(w);
    return w;
  };
  const add = (to = 'a@example.com') => outbox.add(database.db, { recipient: to, mailKey: 'activation', langKey: 'en', subject: 'Hello', text: 'text', html: '<p>html</p>' });

  it('retries a failing delivery with backoff and records the attempts', async () => {
    const flaky = flakyTransport(2);
    const w = worker(flaky.transport);
    const id = await add();
    w.kick();
    await w.idle();
    expect(flaky.sent).toHaveLength(1);
    expect(flaky.sent[0]).toMatchObject({ from: options.from, to: 'a@example.com', subject: 'Hello', text: 'text', html: '<p>html</p>' });
    expect(await outbox.get(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: 'connection refused', transport: 'smtp' });
    expect(retryStatistics()).toEqual([expect.objectContaining({ name: 'mail.delivery', startedCount: 1, completeCount: 1, errorCount: 2, recoveryCount: 1 })]);
  });

  it('marks a message failed when every try failed, and one refused for good at once', async () => {
    const down = worker(flakyTransport(100).transport);
    const id = await add();
    down.kick();
    await down.idle();
    expect(await outbox.get(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'connection refused', sentDate: null });

    const refusing = flakyTransport(100, () => Object.assign(new Error('550 no such mailbox'), { responseCode: 550 }));
    const w = worker(refusing.transport);
    const refused = await add('nobody@example.com');
    w.kick();
    await w.idle();
    expect(refusing.calls()).toBe(1);
    expect(await outbox.get(refused)).toMatchObject({ status: 'failed', attempts: 1, lastError: '550 no such mailbox' });
  });

  it('delivers each message once when several workers share the outbox', async () => {
    const a = flakyTransport(0);
    const b = flakyTransport(0);
    for (let i = 0; i < 10; i++) await add(`r${i}@example.com`);
    const [wa, wb] = [worker(a.transport), worker(b.transport)];
    wa.kick();
    wb.kick();
    await Promise.all([wa.idle(), wb.idle()]);
    expect(a.sent.length + b.sent.length).toBe(10);
    expect(new Set([...a.sent, ...b.sent].map((m) => m.to)).size).toBe(10);
  });

  it('picks up a message whose claim ran out (a server that stopped mid-delivery) when it starts', async () => {
    const id = await add();
    expect(await outbox.claim(id, -1)).toBeDefined();
    const flaky = flakyTransport(0);
    const w = worker(flaky.transport);
    w.start();
    await w.idle();
    expect(flaky.sent).toHaveLength(1);
    expect((await outbox.get(id))!.status).toBe('sent');
  });

  it('writes nothing when the transaction that asked for the mail fails', async () => {
    const mailer = new Mailer(outbox, new MailTemplates(), worker(flakyTransport(0).transport), 'https://portal.example.com');
    await expect(
      database.db.transaction().execute(async (trx) => {
        await mailer.send(trx, { to: 'x@example.com', langKey: 'it', key: 'password-reset', params: { login: 'x', hours: 24 }, path: '/account/reset/finish?key=k' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await outbox.list(0, 10, [])).total).toBe(0);
  });
});

describe('SMTP transport', () => {
  it('delivers a message to an SMTP server named by SMTP_URL, with its credentials', async () => {
    const received: string[] = [];
    const server = net.createServer((socket) => {
      let data = false;
      socket.write('220 test ESMTP\r\n');
      let buffer = '';
      socket.on('data', (chunk) => {
        buffer += chunk.toString();
        let end: number;
        while ((end = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          received.push(line);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            }
          } else if (/^EHLO/i.test(line)) socket.write('250-test\r\n250 AUTH PLAIN\r\n');
          else if (/^AUTH/i.test(line)) socket.write('235 ok\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const transport = createTransport(`smtp://mailer:s3cret@127.0.0.1:${port}`);
    try {
      await transport.send({ from: 'portico@localhost', to: 'ada@example.com', subject: 'Bonjour', text: 'Le texte', html: '<p>Le texte</p>' });
    } finally {
      transport.close();
      server.close();
    }
    const all = received.join('\n');
    expect(all).toContain(`AUTH PLAIN ${Buffer.from('\0mailer\0s3cret').toString('base64')}`);
    expect(all).toMatch(/RCPT TO:<ada@example.com>/);
    expect(all).toMatch(/Subject: Bonjour/);
    expect(all).toMatch(/Le texte/);
  });

  it('keeps messages in the outbox when SMTP_URL is not set', async () => {
    const transport = createTransport(undefined);
    expect(transport.name).toBe('outbox');
    await expect(transport.send({ from: 'a@b.c', to: 'd@e.f', subject: 's', text: 't', html: 'h' })).resolves.toBeUndefined();
  });
});
