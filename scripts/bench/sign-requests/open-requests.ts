/**
 * Open signature requests in bulk for the reminder sweep of `bench:sign-requests`, written straight
 * into sign_request, sign_signer and sign_box by one set-based statement, and the plans PostgreSQL
 * makes of the scheduler's query over them.
 */
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../../../server/database.js';
import { awaitingStatements, sentStatements } from '../../../server/signing/requests/inbox-reads.js';
import { INVOICES_FAMILY } from '../seed-invoices.js';

const DAY = 86_400_000;
/** The account that signs a few of the requests, for its inbox; the others are external signers. */
export const INBOX_ACCOUNT = 'user';
/** One request in this many is the account's. */
const ACCOUNT_EVERY = 1_000;

/**
 * `count` open requests asked by admin on the documents 1..count (the seeded invoices), one signer
 * each with one box, reminded every 2 days. One in `count / due` was invited 3 days ago, so its
 * reminder fell due a day ago; the others were invited a day ago, their reminder a day ahead.
 * `next_run_at` is what the server would have written (schedule.ts). Answers the milliseconds taken.
 */
export async function seedOpenRequests(db: Db, count: number, due: number, now: number): Promise<number> {
  const started = performance.now();
  const every = Math.round(count / due);
  await sql`with r as (
      insert into sign_request (root_id, family_id, img_manage, state, created_by, created_at, remind_every_days, on_due, next_run_at)
      select n, ${INVOICES_FAMILY}, 3, 'open', 'admin', ${now}::bigint - 4 * ${DAY}::bigint + n, 2, 'remind',
        case when n % ${every}::int = 0 then ${now}::bigint - ${DAY}::bigint + n else ${now}::bigint + ${DAY}::bigint + n end
      from generate_series(1, ${count}::int) as n
      returning id, root_id, next_run_at),
    s as (
      insert into sign_signer (request_id, position, login, email, name, lang_key, invited_at)
      select id, 1, case when root_id % ${ACCOUNT_EVERY}::int = 1 then ${INBOX_ACCOUNT} end,
        case when root_id % ${ACCOUNT_EVERY}::int = 1 then null else 'signer-' || root_id || '@example.org' end,
        'Signer ' || root_id, 'en', next_run_at - 2 * ${DAY}::bigint
      from r
      returning id)
    insert into sign_box (signer_id, page, x, y, width, height, corner) select id, 1, 40, 60, 150, 112.5, 'Basso dx' from s`.execute(db);
  // What autovacuum would have done by the time a real installation holds this many.
  await sql`analyze sign_request, sign_signer, sign_box`.execute(db);
  return performance.now() - started;
}

/** The statement a scheduler's round takes its requests with on PostgreSQL (scheduler.ts, `runDue`: ROUND 200). */
const dueStatement = (db: Db, now: number) =>
  db.selectFrom('sign_request').select('id').where('state', 'in', ['open', 'completed']).where('next_run_at', '<=', now).orderBy('next_run_at').limit(200).forUpdate().skipLocked().compile();

/**
 * EXPLAIN ANALYZE of the round's statement at `now`: as planned for its values (`custom`), and as the
 * server's named statements may come to run it after five executions (`generic`, planned without them).
 */
export async function explainRound(db: Db, now: number): Promise<{ custom: string[]; generic: string[] }> {
  const statement = dueStatement(db, now);
  const values = `'open', 'completed', ${now}, 200`;
  return db.connection().execute(async (c) => {
    const lines = async (text: string) => (await c.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(text))).rows.map((r) => r['QUERY PLAN']);
    const custom = await lines(`explain (analyze, buffers) ${statement.sql.replace(/\$\d+/g, (p) => values.split(', ')[Number(p.slice(1)) - 1])}`);
    await lines(`prepare bench_due_round as ${statement.sql}`);
    await lines('set plan_cache_mode = force_generic_plan');
    try {
      return { custom, generic: await lines(`explain (analyze, buffers) execute bench_due_round(${values})`) };
    } finally {
      await lines('reset plan_cache_mode');
      await lines('deallocate bench_due_round');
    }
  });
}

/** The inboxes' page of 20 in their default order, as the server asks for them (signing/requests/inbox-reads.ts). */
const INBOX_PAGE = { families: [{ id: INVOICES_FAMILY, key: 'invoices' }], offset: 0, limit: 20 };

/**
 * EXPLAIN ANALYZE of the inboxes' statements: the awaiting page of INBOX_ACCOUNT, and the sent page
 * of admin (the asker of every request) with its count, each as the server runs it.
 */
export async function explainInboxes(db: Db): Promise<Record<string, string[]>> {
  const explain = async (statement: { compile(): CompiledQuery }) => {
    const { sql: text, parameters } = statement.compile();
    return (await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, buffers) ${text}`, [...parameters]))).rows.map((r) => r['QUERY PLAN']);
  };
  const awaiting = awaitingStatements(db, 'postgres', INBOX_ACCOUNT, { ...INBOX_PAGE, sort: [['dueDate', 'asc']] });
  const sent = sentStatements(db, 'postgres', 'admin', { ...INBOX_PAGE, sort: [['createdAt', 'desc']] });
  return {
    [`awaiting, ${INBOX_ACCOUNT}'s page`]: await explain(awaiting.rows),
    "sent, admin's page": await explain(sent.rows),
    "sent, admin's count": await explain(sent.matching.select((eb) => eb.fn.countAll().as('n'))),
  };
}

/** Whether a plan reads sign_request through its index on next_run_at, and how long it ran. */
export function planSummary(plan: string[]): string {
  const indexed = plan.some((line) => line.includes('sign_request_next_run_idx'));
  const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
  return `${indexed ? 'reads sign_request_next_run_idx' : 'does NOT read sign_request_next_run_idx'}, ran in ${time}`;
}
