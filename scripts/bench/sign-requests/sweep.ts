/**
 * Part two of `bench:sign-requests`: the scheduler's reminder sweep over many open requests on
 * PostgreSQL, and the latency of other requests while it runs.
 */
import { sql } from 'kysely';
import { connect, type Db } from '../../../server/database.js';
import { startServer, type TestServer } from '../../../tests/support/server.js';
import { seedMillionInvoices } from '../composer/database.js';
import { percentile } from '../load/run-load.js';
import { benchDatabase } from '../seed-invoices.js';
import { explainInboxes, explainRound, INBOX_ACCOUNT, planSummary, seedOpenRequests } from './open-requests.js';

export interface SweepOptions {
  requests: number;
  due: number;
}

const ENV = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
const GW = 'api/adiuto-gateway';
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function benchSweep({ requests, due }: SweepOptions): Promise<void> {
  console.log(`\n== reminder sweep: ${requests.toLocaleString('en')} open requests, ${due.toLocaleString('en')} of them due, PostgreSQL`);
  const database = { dialect: 'postgres' as const, ...(await benchDatabase('postgres')) };
  let server: TestServer | undefined;
  const connection = await connect(database.url);
  const db = connection.db;
  try {
    await seedMillionInvoices(database.url, requests);
    // A first start seeds the demonstration site (its accounts); the measured start finds it there.
    await (await startServer({ database, env: ENV, startTimeoutMs: 300_000 })).stop();
    const seededAt = Date.now();
    console.log(`  ${requests.toLocaleString('en')} requests with their signer and box written in ${s(await seedOpenRequests(db, requests, due, seededAt))}`);
    const before = await explainRound(db, seededAt);
    console.log(`  the round's statement, ${due} due: custom plan ${planSummary(before.custom)}; generic plan ${planSummary(before.generic)}`);
    for (const line of before.generic) console.log(`    ${line}`);

    const spawned = Date.now();
    server = await startServer({ database, env: { ...ENV, SIGN_SCHEDULER_INTERVAL_SECONDS: '1' }, startTimeoutMs: 300_000 });
    const live = Date.now();
    console.log(`  server live ${s(live - spawned)} after its start (SIGN_SCHEDULER_INTERVAL_SECONDS=1)`);
    const token = await server.token(INBOX_ACCOUNT, INBOX_ACCOUNT);
    const sweeping = sampleLatencies(server.baseUrl, token);
    const sent = await untilReminded(db, due, live);
    const during = await sweeping.stop();
    console.log(`  all ${due} due reminders in the outbox ${s(sent - live)} after the server answered (${s(sent - spawned)} after its start)`);
    const quiet = sampleLatencies(server.baseUrl, token);
    await new Promise((r) => setTimeout(r, Math.min(15_000, Math.max(5_000, sent - live))));
    const after = await quiet.stop();
    await printRounds(db);
    await printChecks(db, seededAt, due);
    const idle = await explainRound(db, Date.now());
    console.log(`  an idle round's statement after the sweep (nothing due, ${requests.toLocaleString('en')} open): custom plan ${planSummary(idle.custom)}; generic plan ${planSummary(idle.generic)}`);
    for (const [name, plan] of Object.entries(await explainInboxes(db))) {
      console.log(`  the inbox statement ${name}, ${plan.find((l) => l.startsWith('Execution Time'))}:`);
      for (const line of plan.filter((l) => /Scan|Join|Sort|Execution/.test(l))) console.log(`    ${line.trim()}`);
    }
    printLatencies({ 'during the sweep': during, 'after it (idle rounds every second)': after });
    await timeSentInbox(server.baseUrl, await server.token('admin', 'admin'), requests);
  } finally {
    await server?.stop();
    await connection.close();
    await database.drop();
  }
}

/** Waits until `due` sign-reminder mails are in the outbox; answers when the last was written (the server's clock, this machine's). */
async function untilReminded(db: Db, due: number, live: number): Promise<number> {
  while (Date.now() - live < 600_000) {
    const { n, last } = await sql<{ n: string; last: string | null }>`select count(*) as n, max(created_at) as last from mail_outbox where mail_key = 'sign-reminder'`
      .execute(db)
      .then((r) => r.rows[0]);
    if (Number(n) >= due) return Number(last);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The due reminders were not all sent within 10 minutes of the start`);
}

/** Each round: when it started (`now` of the round: the signers' reminded_at), how many it reminded, and when its last mail was written. */
async function printRounds(db: Db): Promise<void> {
  const rounds = await sql<{ started: string; reminded: string; took: string }>`
    select s.reminded_at as started, count(*) as reminded, max(m.created_at) - s.reminded_at as took
    from sign_signer s join mail_outbox m on m.recipient = s.email and m.mail_key = 'sign-reminder'
    where s.reminded_at is not null group by s.reminded_at order by s.reminded_at`.execute(db);
  const first = Number(rounds.rows[0]?.started ?? 0);
  console.log('  rounds (from the round\'s start to its last mail): ' + rounds.rows.map((r) => `+${s(Number(r.started) - first)} ${r.reminded} in ${r.took} ms`).join(', '));
}

/** Each due request reminded once, and moved to its next reminder. */
async function printChecks(db: Db, seededAt: number, due: number): Promise<void> {
  const { mails, recipients } = (await sql<{ mails: string; recipients: string }>`select count(*) as mails, count(distinct recipient) as recipients from mail_outbox where mail_key = 'sign-reminder'`.execute(db)).rows[0];
  const { left } = (await sql<{ left: string }>`select count(*) as left from sign_request where state = 'open' and next_run_at <= ${seededAt}::bigint`.execute(db)).rows[0];
  console.log(`  check: ${mails} reminder mails to ${recipients} addresses (${due} due); ${left} requests still due at the seed's time`);
}

interface Latencies {
  stop(): Promise<Record<string, { ms: number[]; errors: number }>>;
}

/** Sends each probe again and again, 100 ms after its last answer, until stopped; keeps every answer's latency. */
function sampleLatencies(baseUrl: string, token: string): Latencies {
  const probes = { 'GET sign/inbox/awaiting': { path: `${GW}/sign/inbox/awaiting`, token }, 'GET management/health/liveness': { path: 'management/health/liveness' } } as const;
  let running = true;
  const kept: Record<string, { ms: number[]; errors: number }> = {};
  const loops = Object.entries(probes).map(async ([name, probe]) => {
    const figures: { ms: number[]; errors: number } = { ms: [], errors: 0 };
    kept[name] = figures;
    while (running) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/${probe.path}`, { headers: 'token' in probe ? { authorization: `Bearer ${probe.token}` } : {} }).catch(() => undefined);
      if (res) await res.arrayBuffer();
      if (res?.ok) figures.ms.push(performance.now() - started);
      else figures.errors++;
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return kept;
    },
  };
}

function printLatencies(phases: Record<string, Record<string, { ms: number[]; errors: number }>>): void {
  console.log('  latency                                phase                                  answers    p50 (ms)   p95 (ms)   max (ms)  errors');
  for (const [phase, probes] of Object.entries(phases))
    for (const [probe, { ms, errors }] of Object.entries(probes)) {
      const sorted = [...ms].sort((a, b) => a - b);
      const cell = (q: number) => percentile(sorted, q).toFixed(1).padStart(10);
      console.log(`  ${probe.padEnd(38)} ${phase.padEnd(38)} ${String(sorted.length).padStart(7)} ${cell(0.5)} ${cell(0.95)} ${cell(1)} ${String(errors).padStart(7)}`);
    }
}

/** The asker's own inbox (every request of the sweep is admin's): its first page and a deep one, five times each, each given up after a minute. */
async function timeSentInbox(baseUrl: string, token: string, requests: number): Promise<void> {
  for (const query of ['size=20', `size=20&page=${Math.floor(requests / 40)}`, 'size=20&sort=document,asc']) {
    const took: string[] = [];
    let answer = '';
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/${GW}/sign/inbox/sent?${query}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(60_000) }).catch((error: Error) => error);
      if (!(res instanceof Error)) await res.arrayBuffer();
      took.push(`${(performance.now() - started).toFixed(0)} ms`);
      answer = res instanceof Error ? `no answer (${res.name})` : `${res.status}, x-total-count ${res.headers.get('x-total-count')}`;
      if (res instanceof Error) break;
    }
    console.log(`  GET sign/inbox/sent?${query} as admin (asker of all ${requests.toLocaleString('en')}): ${answer}; ${took.join(', ')}`);
  }
}
