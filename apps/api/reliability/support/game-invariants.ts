// What must hold for the seamless wallet's money (docs/product/games.md#seamless-wallet)
// after any traffic, crash or fault:
//  - each accepted transaction moved money exactly once: a ledger entry
//    `game:<transaction_uuid>` exists exactly when the stored transaction
//    names it, of the transaction's amount and sign (bet debits, win and
//    rollback credit), and the stored answer's balance is that entry's
//    balance; no game entry without its transaction (nothing created);
//  - a rolled-back bet nets to zero (its debit and one credit), is never
//    also paid, and a bet that arrived after its rollback moved nothing;
//  - every answer the client saw is what the database kept: an accepted
//    transaction is stored as accepted, a refused one as refused (nothing
//    lost), and no answer carried a negative balance.
// Balances never below zero and balance = sum of entries are checked with
// every other entry in ledger-invariants.ts.
import { WALLET_UNITS_PER_CENT } from '@velas/domain/schemas/game-wallet';
import type { OpRecord } from './money-workload.js';
import type { Sql } from './sql.js';

interface TransactionRow {
  transaction_uuid: string;
  kind: 'bet' | 'win' | 'rollback';
  user_id: number;
  reference_transaction_uuid: string | null;
  amount_cents: number;
  status: string;
  ledger_entry_id: number | null;
  response: { status?: string; balance?: number };
}

interface GameEntryRow {
  id: number;
  user_id: number;
  amount_cents: number;
  reference: string;
  balance_after_cents: number;
}

export interface GameFigures {
  walletTransactions: number;
  acceptedBets: number;
  refusedBets: number;
  paidWins: number;
  rolledBackBets: number;
  betsRefusedAfterTheirRollback: number;
  gameEntries: number;
}

export async function checkGames(
  sql: Sql,
  violations: string[],
  ours: ReadonlySet<number>,
  log: readonly OpRecord[],
  exact: boolean,
): Promise<GameFigures> {
  const transactions = await sql<TransactionRow>(
    `SELECT transaction_uuid, kind, user_id, reference_transaction_uuid, amount_cents::int AS amount_cents,
            status, ledger_entry_id, response FROM game_transactions`,
  );
  const entries = await sql<GameEntryRow>(
    "SELECT id, user_id, amount_cents, reference, balance_after_cents FROM ledger_entries WHERE reference LIKE 'game:%'",
  );
  // A win above its ceiling is held (brake-invariants.ts): no entry unless released.
  const heldWins = new Map(
    (
      await sql<{ transaction_uuid: string; status: string }>(
        'SELECT transaction_uuid, status FROM held_wins',
      )
    ).map((row) => [row.transaction_uuid, row.status]),
  );
  const byUuid = new Map(transactions.map((row) => [row.transaction_uuid, row]));
  const entriesOf = new Map<string, GameEntryRow[]>();
  for (const entry of entries) {
    const uuid = entry.reference.slice('game:'.length);
    entriesOf.set(uuid, [...(entriesOf.get(uuid) ?? []), entry]);
    const row = byUuid.get(uuid);
    const released = heldWins.get(uuid) === 'released';
    if (
      row === undefined ||
      row.user_id !== entry.user_id ||
      (row.ledger_entry_id !== entry.id && !released)
    )
      violations.push(`ledger ${entry.id}: game money without its transaction (${uuid})`);
  }

  // Each stored transaction: money moved exactly once, of its amount and sign.
  const sign = { bet: -1, win: 1, rollback: 1 } as const;
  for (const row of transactions) {
    const moved = entriesOf.get(row.transaction_uuid) ?? [];
    const accepted = row.status === 'RS_OK';
    if (moved.length > 1)
      violations.push(`transaction ${row.transaction_uuid}: ${moved.length} ledger entries`);
    const [entry] = moved;
    if (!accepted && entry !== undefined)
      violations.push(`transaction ${row.transaction_uuid} (${row.status}) moved money`);
    const held =
      heldWins.has(row.transaction_uuid) && heldWins.get(row.transaction_uuid) !== 'released';
    const due = row.kind === 'bet' || (row.kind === 'win' && !held);
    if (accepted && due && row.amount_cents > 0 && entry === undefined)
      violations.push(`accepted ${row.kind} ${row.transaction_uuid} moved no money`);
    if (entry === undefined) continue;
    if (entry.amount_cents !== sign[row.kind] * row.amount_cents)
      violations.push(
        `transaction ${row.transaction_uuid}: ${row.kind} of ${row.amount_cents} moved ${entry.amount_cents}`,
      );
    if (heldWins.get(row.transaction_uuid) === 'released') continue;
    if (row.response.balance !== entry.balance_after_cents * WALLET_UNITS_PER_CENT)
      violations.push(
        `transaction ${row.transaction_uuid}: answered balance ${String(row.response.balance)}, ledger ${entry.balance_after_cents} cents`,
      );
  }

  // Rollbacks: a rolled-back bet nets to zero and is never also paid.
  const referencing = new Map<string, TransactionRow[]>();
  for (const row of transactions)
    if (row.reference_transaction_uuid !== null && row.status === 'RS_OK')
      referencing.set(row.reference_transaction_uuid, [
        ...(referencing.get(row.reference_transaction_uuid) ?? []),
        row,
      ]);
  let rolledBack = 0;
  let refusedAfterRollback = 0;
  for (const bet of transactions.filter((row) => row.kind === 'bet')) {
    const others = referencing.get(bet.transaction_uuid) ?? [];
    const rollbacks = others.filter((row) => row.kind === 'rollback');
    if (rollbacks.length === 0) continue;
    if (bet.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK') refusedAfterRollback += 1;
    if (bet.status === 'RS_OK') rolledBack += 1;
    const net = [bet, ...rollbacks]
      .flatMap((row) => entriesOf.get(row.transaction_uuid) ?? [])
      .reduce((sum, entry) => sum + entry.amount_cents, 0);
    if (net !== 0) violations.push(`rolled-back bet ${bet.transaction_uuid} nets ${net}`);
    if (
      others.some(
        (row) => row.kind === 'win' && (entriesOf.get(row.transaction_uuid) ?? []).length > 0,
      )
    )
      violations.push(`rolled-back bet ${bet.transaction_uuid} was also paid`);
  }

  // What the client saw is what the database kept.
  const sent = new Set<string>();
  for (const record of log) {
    if (record.wallet === undefined) continue;
    const { transactionUuid } = record.wallet;
    if (record.kind !== 'walletMismatch') sent.add(transactionUuid);
    const answer =
      record.reply?.status === 200 ? (record.reply.body as TransactionRow['response']) : null;
    if (answer === null) continue;
    if (typeof answer.balance === 'number' && answer.balance < 0)
      violations.push(`transaction ${transactionUuid}: answered a negative balance`);
    if (record.kind === 'walletMismatch') continue;
    const stored = byUuid.get(transactionUuid);
    if (stored === undefined) violations.push(`answered transaction ${transactionUuid} missing`);
    else if (stored.status !== answer.status)
      violations.push(
        `transaction ${transactionUuid}: answered ${String(answer.status)}, stored ${stored.status}`,
      );
  }
  const ourTransactions = transactions.filter((row) => ours.has(row.user_id));
  if (exact && ourTransactions.length !== sent.size)
    violations.push(`${ourTransactions.length} wallet transactions stored, ${sent.size} sent`);

  const bets = transactions.filter((row) => row.kind === 'bet');
  return {
    walletTransactions: transactions.length,
    acceptedBets: bets.filter((row) => row.status === 'RS_OK').length,
    refusedBets: bets.filter((row) => row.status === 'RS_ERROR_NOT_ENOUGH_MONEY').length,
    paidWins: transactions.filter((row) => row.kind === 'win' && row.ledger_entry_id !== null)
      .length,
    rolledBackBets: rolledBack,
    betsRefusedAfterTheirRollback: refusedAfterRollback,
    gameEntries: entries.length,
  };
}
