// Loan interest at scale (issue 15): 100,000 open loans; the loan sweep (collection at the date,
// the set-based daily interest, reminders) as the server runs it — a job in its transaction,
// default configuration (log level info), PGlite (default) or PostgreSQL (DATABASE_URL).
// Two cases: the steady state (payouts spread over the day: each 5-minute run bills the loans
// whose day ended in those 5 minutes) and the worst case (every loan's day ends in one run: all
// paid out in the same minute, or the server was down for a day). Seeding is set-based SQL, not
// timed; the ledger is verified at the end (N1: the loan accounts equal the open loans).
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.js';
import { queryRows } from '../../apps/server/src/db/client.js';
import { inTransaction } from '../../apps/server/src/db/transaction.js';
import { accrueLoanInterest } from '../../apps/server/src/services/loans/accrue-loan-interest.js';
import { buildServer } from '../../apps/server/src/server.js';
import { verifyLedger } from '../../apps/server/src/services/ledger/verify-ledger.js';

const LOANS = Number(process.env.BENCH_LOANS ?? 100_000);
const USERS = Math.ceil(LOANS / 10);
const DAY_MS = 86_400_000;
const SWEEP_MS = 5 * 60_000;
/** `spread`: payouts over the last 24 h; `same`: all in one minute (every day ends in one run). */
const CASE = process.env.BENCH_CASE === 'same' ? 'same' : 'spread';

let nowMs = Date.parse('2026-11-18T00:00:00Z');
const clock = () => new Date(nowMs);
const config = loadConfig({
  PORT: '0',
  DATA_DIR: `/tmp/meridian-bench-loans-${process.pid}`,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
// The database as `npm start` opens it: PGlite on disk under DATA_DIR, or DATABASE_URL.
const server = await buildServer({ config, clock });
const db = server.deps.db;

const t0 = performance.now();
await inTransaction(db, async (tx) => {
  await tx.execute(sql`
    INSERT INTO users (username, referral_code, kyc_status, language)
    SELECT 'bench_borrower_' || g, 'BENCHL' || g, 'verified', 'en' FROM generate_series(1, ${USERS}) g`);
  await tx.execute(sql`
    INSERT INTO ledger_accounts (owner_kind, user_id, book, asset)
    SELECT 'user', id, 'real', 'USDT' FROM users WHERE username LIKE 'bench_borrower_%'`);
  // Principal 100–10,000 USDT, the six terms, paid out over the last day (spread) or in one minute.
  await tx.execute(sql`
    INSERT INTO loans (user_id, status, principal, term_days, daily_rate, overdue_daily_rate,
                       interest_free_days, daily_interest, overdue_daily_interest, language,
                       applied_at, disbursed_at, due_at)
    SELECT u.id, 'repaying', p.principal, t.days, t.rate, t.rate * 2, 3,
           trunc(p.principal * t.rate, 6), trunc(p.principal * t.rate * 2, 6), 'en',
           d.at - interval '1 hour', d.at, d.at + t.days * interval '1 day'
      FROM generate_series(1, ${LOANS}) g
      JOIN (SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM users
             WHERE username LIKE 'bench_borrower_%') u ON u.n = 1 + g % ${USERS}
      CROSS JOIN LATERAL (SELECT (100 + (g * 7919) % 9901)::numeric AS principal) p
      CROSS JOIN LATERAL (SELECT (ARRAY[7, 15, 30, 60, 90, 180])[1 + g % 6] AS days,
                                 (ARRAY[0.0005, 0.0006, 0.0007, 0.0008, 0.001, 0.0012])[1 + g % 6]::numeric AS rate) t
      CROSS JOIN LATERAL (SELECT ${new Date(nowMs).toISOString()}::timestamptz
                                 - interval '4 days'
                                 - CASE WHEN ${CASE} = 'same' THEN interval '0'
                                        ELSE (g % 1440) * interval '1 minute' END AS at) d`);
  // The payouts, as the approvals journaled them (one entry here, one posting per borrower).
  const [entry] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO journal_entries (reason, ref_type, ref_id) VALUES ('loan_disburse', 'bench', 'seed') RETURNING id`,
  );
  await tx.execute(sql`
    INSERT INTO postings (entry_id, account_id, bucket, asset, amount)
    SELECT ${entry!.id}::bigint, a.id, 'available', 'USDT', s.total
      FROM (SELECT user_id, sum(principal) AS total FROM loans GROUP BY user_id) s
      JOIN ledger_accounts a ON a.owner_kind = 'user' AND a.user_id = s.user_id AND a.book = 'real' AND a.asset = 'USDT'
    UNION ALL
    SELECT ${entry!.id}::bigint, a.id, 'available', 'USDT', -(SELECT sum(principal) FROM loans)
      FROM ledger_accounts a WHERE a.owner_kind = 'system' AND a.system_code = 'loanPrincipal' AND a.book = 'real' AND a.asset = 'USDT'`);
});
const seedMs = performance.now() - t0;
const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
  db,
  sql`SELECT count(*)::int AS n FROM loans WHERE status = 'repaying'`,
);
console.log(`${n} open loans seeded in ${(seedMs / 1000).toFixed(1)} s (${CASE})`);

/** One sweep as the job runner runs it: the clock moves on, the due job runs in its transaction. */
async function sweep(toMs: number): Promise<number> {
  nowMs = toMs;
  const start = performance.now();
  await server.jobs.runDue();
  return performance.now() - start;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

// The loans were paid out 4 days (and up to a day more) ago and nothing is billed yet: the first
// run catches every loan up (days 1–4, the 4th past the 3 free days) — a server back after days.
const catchUpMs = await sweep(Math.floor(nowMs / SWEEP_MS) * SWEEP_MS + SWEEP_MS);
const [caught] = await queryRows<{ loans: number; interest: string }>(
  db,
  sql`SELECT count(*) FILTER (WHERE accrued_days >= 4)::int AS loans, sum(accrued_interest)::text AS interest FROM loans`,
);
console.log(
  `catch-up run (every loan billed days 1–4 at once, as a job): ${catchUpMs.toFixed(0)} ms; ${caught?.loans} loans, ${caught?.interest} USDT`,
);

// Day 5 ends for every loan during the next 24 h (spread) or at one instant (same).
const runs: number[] = [];
const runsUntil = nowMs + DAY_MS;
for (let at = nowMs + SWEEP_MS; at <= runsUntil; at += SWEEP_MS) runs.push(await sweep(at));
const [billed] = await queryRows<{ days: number; loans: number }>(
  db,
  sql`SELECT sum(accrued_days)::int AS days, count(*) FILTER (WHERE accrued_days >= 5)::int AS loans FROM loans`,
);
console.log(
  `one day of sweeps (${runs.length} runs every 5 min): p50 ${quantile(runs, 0.5).toFixed(0)} ms, p99 ${quantile(runs, 0.99).toFixed(0)} ms, max ${Math.max(...runs).toFixed(0)} ms; loans billed through day 5: ${billed?.loans}`,
);

// The whole book at once: the accrual statement alone, in a transaction, for day 6 of every loan.
nowMs += DAY_MS;
const t1 = performance.now();
const all = await inTransaction(db, (tx) => accrueLoanInterest(tx, nowMs));
const allMs = performance.now() - t1;
console.log(
  `every loan's next day in one run: ${all.loans} loans, ${all.interest} USDT billed in ${allMs.toFixed(0)} ms`,
);
const t2 = performance.now();
const again = await inTransaction(db, (tx) => accrueLoanInterest(tx, nowMs));
console.log(
  `the same run again (nothing left to bill): ${again.loans} loans in ${(performance.now() - t2).toFixed(0)} ms`,
);

const t3 = performance.now();
const verified = await verifyLedger(db);
console.log(
  `ledger:verify ${verified.violations.length === 0 ? 'passed' : 'FAILED ' + JSON.stringify(verified.violations.slice(0, 3))} (${verified.accounts} accounts, ${verified.entries} entries) in ${((performance.now() - t3) / 1000).toFixed(1)} s`,
);
await server.close();
process.exit(verified.violations.length === 0 ? 0 : 1);
