/**
 * Benchmark of signature requests through the API (issue 42): asking many signers and completing,
 * and the reminder sweep over many open requests. It prints figures; it is no test and runs in no CI.
 *
 *   npm run bench:sign-requests [-- --parts asking,sweep --pages 200 --signers 20 --steps parallel,sequential
 *                                   --db sqlite|postgres --requests 100000 --due 1000]
 *
 * asking: a server on a fresh database (`--db`, SQLite by default); a contract with a `--pages`-page
 *   PDF; `--signers` external signers asked with a box each, all in one step (`parallel`: they sign in
 *   any order) or one step each (`sequential`: each signature invites the next). Each signer reads
 *   the invitation from the outbox, asks for a one-time password, reads it from the outbox and signs;
 *   each call is timed, then the completion (the certificate attached, the sign-completed mails).
 * sweep: a PostgreSQL database (PORTICO_BENCH_DATABASE_URL, default
 *   postgres://postgres@127.0.0.1:5432/test) with `--requests` invoices, each with an open request,
 *   `--due` of them with a reminder due; a server with SIGN_SCHEDULER_INTERVAL_SECONDS=1 sends them.
 *   Prints the plans of the round's statement, how long until all are sent, each round, and the
 *   latency of an inbox and the liveness probe during the sweep and after it.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { benchAsking, type Steps } from './asking.js';
import { benchSweep } from './sweep.js';

const { values: args } = parseArgs({
  options: {
    parts: { type: 'string', default: 'asking,sweep' },
    pages: { type: 'string', default: '200' },
    signers: { type: 'string', default: '20' },
    steps: { type: 'string', default: 'parallel,sequential' },
    db: { type: 'string', default: 'sqlite' },
    requests: { type: 'string', default: '100000' },
    due: { type: 'string', default: '1000' },
  },
});
const parts = args.parts.split(',');
const steps = args.steps.split(',').map((name) => {
  if (name !== 'parallel' && name !== 'sequential') throw new Error(`Unknown --steps "${name}": parallel or sequential`);
  return name as Steps;
});
if (args.db !== 'sqlite' && args.db !== 'postgres') throw new Error(`Unknown --db "${args.db}": sqlite or postgres`);

const load = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
console.log(`Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB; every process (this one, the server, PostgreSQL) runs on it.`);
console.log(`Load before: ${load()}`);
const started = performance.now();
if (parts.includes('asking')) await benchAsking({ dialect: args.db, pages: Number(args.pages), signers: Number(args.signers), steps });
if (parts.includes('sweep')) await benchSweep({ requests: Number(args.requests), due: Number(args.due) });
console.log(`\nLoad after: ${load()}; the benchmark took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
