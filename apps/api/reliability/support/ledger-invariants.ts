// What must hold in the database after any money traffic, crash or fault:
//  - each balance equals the sum of its ledger entries, and replaying the
//    ledger in order never goes below zero (each entry's balance_after agrees);
//  - nothing half-applied: a withdrawal row has exactly its debit, a paid
//    deposit exactly its credit, a pending one none;
//  - each Idempotency-Key moved money at most once, and every answer the
//    client saw confirmed is in the database exactly once;
//  - a withdrawal refused for the balance was refused while the balance, at
//    some moment between its request and its answer, really was short;
//  - payouts and refunds: see payout-invariants.ts; bets, wins and
//    rollbacks: see game-invariants.ts; the audit trail's hash chain: see
//    audit-invariants.ts.
import { checkAuditChain, type AuditFigures } from './audit-invariants.js';
import { checkBrakes, type BrakeFigures } from './brake-invariants.js';
import { checkGames, type GameFigures } from './game-invariants.js';
import type { OpRecord } from './money-workload.js';
import { checkPayouts } from './payout-invariants.js';
import type { Sql } from './sql.js';

interface LedgerRow {
  id: number;
  user_id: number;
  amount_cents: number;
  kind: string;
  reference: string | null;
  balance_after_cents: number;
}

export interface LedgerFigures extends GameFigures, BrakeFigures, AuditFigures {
  accounts: number;
  entries: number;
  deposits: number;
  paidDeposits: number;
  withdrawals: number;
  refusedWithdrawals: number;
  idempotencyKeys: number;
  payouts: number;
  failedWithdrawals: number;
  receivedPayments: number;
  refunds: number;
}

export interface InvariantReport {
  violations: string[];
  figures: LedgerFigures;
}

/** Database checks that need no client log. */
async function databaseChecks(sql: Sql, violations: string[], ours: ReadonlySet<number>) {
  const users = await sql<{ id: number; balance_cents: number }>(
    'SELECT id, balance_cents FROM users ORDER BY id',
  );
  const ledger = await sql<LedgerRow>(
    'SELECT id, user_id, amount_cents, kind, reference, balance_after_cents FROM ledger_entries ORDER BY id',
  );
  const withdrawals = await sql<{ id: number; user_id: number; amount_cents: number }>(
    'SELECT id, user_id, amount_cents FROM withdrawals',
  );
  const deposits = await sql<{ id: string; user_id: number; amount_cents: number; status: string }>(
    'SELECT id, user_id, amount_cents, status FROM deposits',
  );
  const keys = await sql<{
    user_id: number;
    scope: string;
    key: string;
    state: string;
    response_status: number | null;
    response_body: unknown;
  }>('SELECT user_id, scope, key, state, response_status, response_body FROM idempotency_keys');

  const byReference = new Map<string, LedgerRow[]>();
  const running = new Map<number, number>();
  for (const entry of ledger) {
    const before = running.get(entry.user_id) ?? 0;
    const after = before + entry.amount_cents;
    if (after < 0)
      violations.push(`ledger ${entry.id}: user ${entry.user_id} went below zero (${after})`);
    if (after !== entry.balance_after_cents)
      violations.push(
        `ledger ${entry.id}: balance_after ${entry.balance_after_cents}, replay gives ${after}`,
      );
    running.set(entry.user_id, after);
    if (entry.reference !== null)
      byReference.set(entry.reference, [...(byReference.get(entry.reference) ?? []), entry]);
  }
  for (const user of users) {
    const sum = running.get(user.id) ?? 0;
    if (user.balance_cents !== sum)
      violations.push(`user ${user.id}: balance ${user.balance_cents} but entries sum to ${sum}`);
    if (user.balance_cents < 0) violations.push(`user ${user.id}: negative balance`);
  }

  // The seeded demo account's history predates withdrawal references; only the test's accounts are matched.
  for (const withdrawal of withdrawals.filter((row) => ours.has(row.user_id))) {
    const entries = byReference.get(`withdrawal:${withdrawal.id}`) ?? [];
    if (
      entries.length !== 1 ||
      entries[0]?.amount_cents !== -withdrawal.amount_cents ||
      entries[0].user_id !== withdrawal.user_id
    )
      violations.push(
        `withdrawal ${withdrawal.id}: ${entries.length} matching debits (half-applied?)`,
      );
  }
  const depositById = new Map(deposits.map((deposit) => [deposit.id, deposit]));
  for (const deposit of deposits) {
    const entries = byReference.get(`deposit:${deposit.id}`) ?? [];
    const expected = deposit.status === 'paid' ? 1 : 0;
    if (
      entries.length !== expected ||
      (expected === 1 && entries[0]?.amount_cents !== deposit.amount_cents)
    )
      violations.push(`deposit ${deposit.id} (${deposit.status}): ${entries.length} credits`);
  }
  const withdrawalIds = new Set(withdrawals.map((withdrawal) => withdrawal.id));
  for (const entry of ledger) {
    if (entry.reference === null || entry.reference.startsWith('seed:')) continue;
    const [type, id] = entry.reference.split(':');
    if (type === 'withdrawal' && !withdrawalIds.has(Number(id)))
      violations.push(`ledger ${entry.id}: debit of a missing withdrawal`);
    if (type === 'deposit' && depositById.get(id ?? '')?.status !== 'paid')
      violations.push(`ledger ${entry.id}: credit of an unpaid deposit`);
  }

  // A key whose answer is stored names the movement it made; no two keys name the same one.
  const named = new Map<string, string>();
  for (const key of keys) {
    if (key.state !== 'done' || key.response_status === null || key.response_status >= 300)
      continue;
    const body = key.response_body as { data?: { id?: string }; id?: number };
    const movement = key.scope === 'deposit' ? `deposit:${body.data?.id}` : `withdrawal:${body.id}`;
    const exists =
      key.scope === 'deposit'
        ? depositById.has(body.data?.id ?? '')
        : withdrawalIds.has(body.id ?? -1);
    if (!exists)
      violations.push(`key ${key.key}: stored answer names ${movement}, which does not exist`);
    const other = named.get(movement);
    if (other !== undefined) violations.push(`keys ${other} and ${key.key} both made ${movement}`);
    named.set(movement, key.key);
  }

  return { users, ledger, withdrawals, deposits, keys, byReference };
}

/**
 * `exact`: every request got an answer (no crash), so the database holds
 * exactly the confirmed movements. Otherwise it holds at least them.
 */
export async function checkLedger(
  sql: Sql,
  log: readonly OpRecord[],
  options: {
    userIds: readonly number[];
    exact: boolean;
    /** A HeldMoneyReviewer decided the held money: none may be left held. */
    reviewed?: boolean;
  },
): Promise<InvariantReport> {
  const violations: string[] = [];
  const ours = new Set(options.userIds);
  const data = await databaseChecks(sql, violations, ours);
  const payouts = await checkPayouts(sql, violations, ours, log);
  const games = await checkGames(sql, violations, ours, log, options.exact);
  const brakes = await checkBrakes(sql, violations, ours, { reviewed: options.reviewed ?? false });
  const audit = await checkAuditChain(sql, violations);

  // Confirmed by the client: exactly once in the database.
  const confirmedWithdrawals = new Map<number, OpRecord[]>();
  const confirmedDeposits = new Map<string, OpRecord[]>();
  const payments = new Map<string, OpRecord[]>();
  const idsByKey = new Map<string, Set<string>>();
  for (const record of log) {
    const reply = record.reply;
    if (reply === null) continue;
    const ok = reply.status >= 200 && reply.status < 300;
    if (ok && record.scope === 'withdraw') {
      const id = (reply.body as { id: number }).id;
      confirmedWithdrawals.set(id, [...(confirmedWithdrawals.get(id) ?? []), record]);
    }
    if (ok && record.scope === 'deposit') {
      const id = (reply.body as { data: { id: string } }).data.id;
      confirmedDeposits.set(id, [...(confirmedDeposits.get(id) ?? []), record]);
    }
    if (ok && record.key !== undefined) {
      const id = JSON.stringify(
        (reply.body as { id?: number; data?: { id?: string } }).id ??
          (reply.body as { data?: { id?: string } }).data?.id,
      );
      idsByKey.set(record.key, (idsByKey.get(record.key) ?? new Set()).add(id));
    }
    if (record.kind === 'pay' && reply.status === 200 && record.depositId !== undefined)
      payments.set(record.depositId, [...(payments.get(record.depositId) ?? []), record]);
  }
  for (const [key, ids] of idsByKey)
    if (ids.size > 1) violations.push(`key ${key} answered with ${ids.size} different movements`);
  const withdrawalRows = new Set(data.withdrawals.map((row) => row.id));
  for (const id of confirmedWithdrawals.keys())
    if (!withdrawalRows.has(id)) violations.push(`confirmed withdrawal ${id} missing`);
  const depositRows = new Map(data.deposits.map((row) => [row.id, row]));
  for (const id of confirmedDeposits.keys())
    if (!depositRows.has(id)) violations.push(`confirmed deposit ${id} missing`);
  for (const id of payments.keys()) {
    if (depositRows.get(id)?.status !== 'paid')
      violations.push(`confirmed payment of ${id} missing`);
  }
  if (options.exact) {
    const ourWithdrawals = data.withdrawals.filter((row) => ours.has(row.user_id)).length;
    if (ourWithdrawals !== confirmedWithdrawals.size)
      violations.push(
        `${ourWithdrawals} withdrawals stored, ${confirmedWithdrawals.size} confirmed`,
      );
    const ourDeposits = data.deposits.filter((row) => ours.has(row.user_id));
    if (ourDeposits.length !== confirmedDeposits.size)
      violations.push(`${ourDeposits.length} deposits stored, ${confirmedDeposits.size} confirmed`);
    const paid = ourDeposits.filter((row) => row.status === 'paid').length;
    if (paid !== payments.size)
      violations.push(`${paid} deposits paid, ${payments.size} payments confirmed`);
  }

  // Refused withdrawals: the balance was short at some state between request and answer.
  const ledgerOf = new Map<number, LedgerRow[]>();
  for (const entry of data.ledger)
    ledgerOf.set(entry.user_id, [...(ledgerOf.get(entry.user_id) ?? []), entry]);
  // For each entry: when the client first knew it was committed, and the earliest request that could have made it.
  const confirmedAt = new Map<string, number>();
  const startedAfter = new Map<string, number>();
  const note = (reference: string, record: OpRecord) => {
    startedAfter.set(reference, Math.min(startedAfter.get(reference) ?? Infinity, record.sent));
    const reply = record.reply;
    if (reply !== null && reply.status >= 200 && reply.status < 300)
      confirmedAt.set(reference, Math.min(confirmedAt.get(reference) ?? Infinity, record.received));
  };
  const withdrawalOfKey = new Map<string, number>();
  for (const record of log) {
    if (
      record.scope === 'withdraw' &&
      record.reply !== null &&
      record.reply.status === 200 &&
      record.key !== undefined
    )
      withdrawalOfKey.set(record.key, (record.reply.body as { id: number }).id);
  }
  for (const record of log) {
    if (record.kind === 'pay' && record.depositId !== undefined)
      note(`deposit:${record.depositId}`, record);
    if (record.scope === 'withdraw' && record.key !== undefined) {
      const id = withdrawalOfKey.get(record.key);
      if (id !== undefined) note(`withdrawal:${id}`, record);
    }
  }
  // A refused key was decided once, between its first request and its first refusal seen.
  const refusals = new Map<
    string,
    { account: number; amount: number; sent: number; received: number }
  >();
  for (const record of log) {
    if (record.scope !== 'withdraw' || record.key === undefined || record.kind === 'mismatch')
      continue;
    const known = refusals.get(record.key);
    const sent = Math.min(known?.sent ?? Infinity, record.sent);
    const received =
      record.reply?.status === 422
        ? Math.min(known?.received ?? Infinity, record.received)
        : (known?.received ?? Infinity);
    refusals.set(record.key, {
      account: record.account,
      amount: record.amount ?? 0,
      sent,
      received,
    });
  }
  let refused = 0;
  for (const [key, refusal] of refusals) {
    if (refusal.received === Infinity) continue;
    refused += 1;
    const entries = ledgerOf.get(options.userIds[refusal.account] ?? -1) ?? [];
    const states = [0, ...entries.map((entry) => entry.balance_after_cents)];
    let low = 0;
    let high = states.length - 1;
    for (const [index, entry] of entries.entries()) {
      if (entry.reference === null) continue;
      if ((confirmedAt.get(entry.reference) ?? Infinity) < refusal.sent)
        low = Math.max(low, index + 1);
      if ((startedAfter.get(entry.reference) ?? -Infinity) > refusal.received)
        high = Math.min(high, index);
    }
    if (low > high) {
      violations.push(`refused withdrawal ${key}: no ledger state between its request and answer`);
      continue;
    }
    const lowest = Math.min(...states.slice(low, high + 1));
    if (lowest >= refusal.amount)
      violations.push(
        `withdrawal ${key} of ${refusal.amount} refused, but the balance was at least ${lowest} throughout`,
      );
  }

  return {
    violations,
    figures: {
      accounts: options.userIds.length,
      entries: data.ledger.length,
      deposits: data.deposits.length,
      paidDeposits: data.deposits.filter((row) => row.status === 'paid').length,
      withdrawals: data.withdrawals.length,
      refusedWithdrawals: refused,
      idempotencyKeys: data.keys.length,
      ...payouts,
      ...games,
      ...brakes,
      ...audit,
    },
  };
}
