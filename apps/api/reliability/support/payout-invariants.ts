// Money out and refunds, after any traffic, crash or fault
// (docs/product/wallet.md#wallet-withdrawals, #wallet-deposits):
//  - every withdrawal not held by a brake has its one payout (`withdrawal_id`, same user and amount)
//    and agrees with it: processing while the payout is queued or sent, paid
//    when paid, failed when failed; a failed one has exactly one reversal of
//    its amount, any other none (nothing created, nothing lost);
//  - every reversal belongs to a failed withdrawal;
//  - every received payment is credited (its charge paid, one ledger credit
//    of its amount) or refunded by its own payout of its amount, never both;
//  - the reconciliation balances to the cent: received = credited + refunded
//    + refunds still with the provider, and the credited total equals the
//    ledger's credits of those charges;
//  - what the client was told holds: a payout it saw failed is failed (its
//    money returned), one it was told was already paid is paid, and a late
//    Pix it saw refused was recorded late and refunded, never credited.
import type { OpRecord } from './money-workload.js';
import type { Sql } from './sql.js';

interface PayoutRow {
  id: string;
  purpose: string;
  user_id: number | null;
  withdrawal_id: number | null;
  amount_cents: number;
  status: string;
}

export interface PayoutFigures {
  payouts: number;
  failedWithdrawals: number;
  receivedPayments: number;
  refunds: number;
}

export async function checkPayouts(
  sql: Sql,
  violations: string[],
  ours: ReadonlySet<number>,
  log: readonly OpRecord[] = [],
): Promise<PayoutFigures> {
  const payouts = await sql<PayoutRow>(
    'SELECT id, purpose, user_id, withdrawal_id, amount_cents, status FROM payouts',
  );
  const withdrawals = await sql<{
    id: number;
    user_id: number;
    amount_cents: number;
    status: string;
    review_decision: string | null;
  }>('SELECT id, user_id, amount_cents, status, review_decision FROM withdrawals');
  const reversals = await sql<{ reference: string; amount_cents: number }>(
    "SELECT reference, amount_cents FROM ledger_entries WHERE reference LIKE 'withdrawal:%:reversal'",
  );
  const received = await sql<{
    id: number;
    charge_id: string;
    amount_cents: number;
    outcome: string;
    payout_id: string | null;
  }>('SELECT id, charge_id, amount_cents, outcome, payout_id FROM received_payments');
  const credits = await sql<{ reference: string; amount_cents: number }>(
    "SELECT reference, amount_cents FROM ledger_entries WHERE reference LIKE 'deposit:%'",
  );

  const payoutById = new Map(payouts.map((payout) => [payout.id, payout]));
  const payoutOfWithdrawal = new Map(
    payouts.flatMap((payout) =>
      payout.withdrawal_id === null ? [] : [[payout.withdrawal_id, payout] as const],
    ),
  );
  const reversalsOf = new Map<string, number[]>();
  for (const reversal of reversals)
    reversalsOf.set(reversal.reference, [
      ...(reversalsOf.get(reversal.reference) ?? []),
      reversal.amount_cents,
    ]);

  let failedWithdrawals = 0;
  const withdrawalStatus = new Map<number, string>();
  // The seeded demo history predates payouts; only the test's accounts are matched.
  for (const withdrawal of withdrawals.filter((row) => ours.has(row.user_id))) {
    withdrawalStatus.set(withdrawal.id, withdrawal.status);
    // Held in review, or returned from it: no payout (brake-invariants.ts checks them).
    if (withdrawal.status === 'review' || withdrawal.review_decision === 'returned') continue;
    const payout = payoutOfWithdrawal.get(withdrawal.id);
    const returned = reversalsOf.get(`withdrawal:${withdrawal.id}:reversal`) ?? [];
    if (
      payout === undefined ||
      payout.user_id !== withdrawal.user_id ||
      payout.amount_cents !== withdrawal.amount_cents
    ) {
      violations.push(`withdrawal ${withdrawal.id}: no payout of its amount`);
      continue;
    }
    const expected =
      payout.status === 'queued' || payout.status === 'sent' ? 'processing' : payout.status;
    if (withdrawal.status !== expected)
      violations.push(
        `withdrawal ${withdrawal.id}: ${withdrawal.status} but its payout is ${payout.status}`,
      );
    if (withdrawal.status === 'failed') {
      failedWithdrawals += 1;
      if (returned.length !== 1 || returned[0] !== withdrawal.amount_cents)
        violations.push(`withdrawal ${withdrawal.id}: failed with ${returned.length} returns`);
    } else if (returned.length !== 0)
      violations.push(`withdrawal ${withdrawal.id}: ${withdrawal.status} yet returned`);
  }
  for (const reference of reversalsOf.keys()) {
    const id = Number(reference.split(':')[1]);
    const status = withdrawalStatus.get(id);
    if (status !== undefined && status !== 'failed')
      violations.push(`${reference}: money returned for a withdrawal that is ${status}`);
  }

  const creditOf = new Map(credits.map((credit) => [credit.reference, credit.amount_cents]));
  const totals = { received: 0, credited: 0, refunded: 0, processing: 0, review: 0 };
  let refunds = 0;
  for (const payment of received) {
    totals.received += payment.amount_cents;
    if (payment.outcome === 'credited') {
      const credit = creditOf.get(`deposit:${payment.charge_id}`);
      if (credit !== payment.amount_cents || payment.payout_id !== null) {
        violations.push(`received payment ${payment.id}: credited without its ledger credit`);
        totals.review += payment.amount_cents;
      } else totals.credited += payment.amount_cents;
      continue;
    }
    refunds += 1;
    const refund = payment.payout_id === null ? undefined : payoutById.get(payment.payout_id);
    if (refund?.purpose !== 'refund' || refund.amount_cents !== payment.amount_cents) {
      violations.push(`received payment ${payment.id} (${payment.outcome}): no refund payout`);
      totals.review += payment.amount_cents;
    } else if (refund.status === 'paid') totals.refunded += payment.amount_cents;
    else if (refund.status === 'failed') totals.review += payment.amount_cents;
    else totals.processing += payment.amount_cents;
  }
  if (totals.received !== totals.credited + totals.refunded + totals.processing + totals.review)
    violations.push(`reconciliation: received ${totals.received} does not add up`);
  // These runs never fail a refund: anything pending review is a defect here.
  if (totals.review !== 0) violations.push(`reconciliation: ${totals.review} cents pending review`);
  // A charge credited in the ledger must have its received payment.
  const creditedCharges = new Set(
    received
      .filter((payment) => payment.outcome === 'credited')
      .map((p) => `deposit:${p.charge_id}`),
  );
  for (const credit of credits)
    if (!creditedCharges.has(credit.reference))
      violations.push(`${credit.reference}: ledger credit without a received payment`);

  // The client's view: what it was answered is what the database holds.
  const depositStatus = new Map(
    (await sql<{ id: string; status: string }>('SELECT id, status FROM deposits')).map((row) => [
      row.id,
      row.status,
    ]),
  );
  for (const record of log) {
    const reply = record.reply;
    if (reply === null) continue;
    if (record.kind === 'failPayout' && record.withdrawalId !== undefined) {
      const status = withdrawalStatus.get(record.withdrawalId);
      const answered = (reply.body as { data?: { status?: string } } | null)?.data?.status;
      const told =
        reply.status === 200 && answered === 'failed'
          ? 'failed'
          : reply.status === 409
            ? 'paid'
            : null;
      if (told !== null && status !== told)
        violations.push(`withdrawal ${record.withdrawalId}: answered ${told}, stored ${status}`);
    }
    if (record.kind === 'latePay' && reply.status === 422 && record.depositId !== undefined) {
      const refunded = received.some(
        (payment) =>
          payment.charge_id === record.depositId &&
          payment.outcome === 'late' &&
          payment.payout_id !== null,
      );
      if (depositStatus.get(record.depositId) === 'paid' || !refunded)
        violations.push(`late payment of ${record.depositId}: refused but not refunded`);
    }
  }

  return {
    payouts: payouts.length,
    failedWithdrawals,
    receivedPayments: received.length,
    refunds,
  };
}
