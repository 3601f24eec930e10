import { CPF_LENGTH } from '@velas/domain/constants';
import { onlyDigits } from '@velas/domain/documents';
import type { PlayerView } from '@velas/domain/schemas/backoffice/players';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { recentAuditRows } from '#/audit/audit-repository.js';
import { recentSessions } from '#/auth/sessions-repository.js';
import type { Queryable } from '#/db/database.js';
import { recentDeposits } from '#/deposits/deposits-repository.js';
import { NotFound } from '#/domain-errors.js';
import { recentGameTransactions } from '#/games/player-transactions-repository.js';
import { recentCpfClaims } from '#/kyc/cpf-claims-repository.js';
import { recentKycSessions } from '#/kyc/kyc-sessions-repository.js';
import { recentLedgerEntries } from '#/money/ledger-repository.js';
import { recentPayouts } from '#/payouts/payouts-repository.js';
import { recentBlocks, recentLimitChanges } from '#/protection/protection-history-repository.js';
import { selectUserWithdrawals } from '#/wallet/withdrawals/withdrawals-repository.js';
import { maskBirthDate, maskCpf } from './masking.js';
import {
  recentAccountBlocks,
  recentNotes,
  searchPlayers,
  selectPlayer,
  type PlayerRow,
} from './players-repository.js';

/** At most this many rows of each part of the history. */
const LIMIT = 100;

/** Awaits every promise of an object at once, keeping each result under its name. */
async function allOf<T extends Record<string, Promise<unknown>>>(
  parts: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.all(
    Object.entries(parts).map(async ([name, part]) => [name, await part] as const),
  );
  return Object.fromEntries(settled) as { [K in keyof T]: Awaited<T[K]> };
}

/** Everything else the view shows, newest first, each part read by the module that owns it. */
const playerHistory = (db: Queryable, id: number) =>
  allOf({
    kycSessions: recentKycSessions(db, id, LIMIT),
    cpfClaims: recentCpfClaims(db, id, LIMIT),
    ledger: recentLedgerEntries(db, id, LIMIT),
    deposits: recentDeposits(db, id, LIMIT),
    withdrawals: selectUserWithdrawals(db, id, LIMIT),
    payouts: recentPayouts(db, id, LIMIT),
    rounds: recentGameTransactions(db, id, LIMIT),
    limits: recentLimitChanges(db, id, LIMIT),
    blocks: recentBlocks(db, id, LIMIT),
    accountBlocks: recentAccountBlocks(db, id, LIMIT),
    sessions: recentSessions(db, id, LIMIT),
    audit: recentAuditRows(db, id, LIMIT),
    notes: recentNotes(db, id, LIMIT),
  });

/** One player's history, each part as its owner reads it. */
type PlayerHistory = Awaited<ReturnType<typeof playerHistory>>;
/** One row of a part of that history. */
type HistoryRow<K extends keyof PlayerHistory> = PlayerHistory[K][number];
/** One item of a part of the view. */
type ViewItem<K extends keyof PlayerView> = PlayerView[K] extends (infer I)[] ? I : never;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date === null ? null : date.toISOString());

/** What the search term can be: an e-mail has an @, a CPF eleven digits, an id fewer. */
export function searchTerm(q: string) {
  const text = q.trim();
  if (text.includes('@')) return { id: null, email: text, cpf: null };
  const digits = onlyDigits(text);
  if (digits.length === CPF_LENGTH) return { id: null, email: null, cpf: digits };
  if (/^\d{1,9}$/.test(text)) return { id: Number(text), email: null, cpf: null };
  return { id: null, email: null, cpf: null };
}

const summary = (row: PlayerRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  cpfMasked: maskCpf(row.cpf),
  status: row.status,
  blocked: row.blocked,
});

export async function findPlayers(db: Queryable, q: string) {
  const term = searchTerm(q);
  if (term.id === null && term.email === null && term.cpf === null) return { players: [] };
  return { players: (await searchPlayers(db, term)).map(summary) };
}

/** The player's own details, the CPF and birth date masked until a reveal. */
export function playerDetails(row: PlayerRow): PlayerView['player'] {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    cpfMasked: maskCpf(row.cpf),
    birthDateMasked: maskBirthDate(row.birthDate),
    status: row.status,
    createdAt: iso(row.createdAt),
    closedAt: isoOrNull(row.closedAt),
    balanceCents: row.balanceCents,
  };
}

function kycView(row: PlayerRow, sessions: HistoryRow<'kycSessions'>[]): PlayerView['kyc'] {
  return {
    status: row.kycStatus,
    rejection: row.kycRejection,
    cpfRole: row.cpfRole,
    sessions: sessions.map((s) => ({
      status: s.status,
      createdAt: iso(s.createdAt),
      finishedAt: isoOrNull(s.finishedAt),
    })),
  };
}

/** A claim on the player's CPF, from their side: they claimed it, or it was released from them. */
export function cpfClaimView(playerId: number, c: HistoryRow<'cpfClaims'>): ViewItem<'cpfClaims'> {
  return {
    id: c.id,
    side: c.claimantId === playerId ? 'claimant' : 'released',
    status: c.reviewStatus,
    heldBalanceCents: c.heldBalanceCents,
    claimedAt: iso(c.claimedAt),
  };
}

const ledgerEntryView = (e: HistoryRow<'ledger'>): ViewItem<'ledger'> => ({
  id: e.id,
  amountCents: e.amountCents,
  kind: e.kind,
  status: e.status,
  reference: e.reference,
  balanceAfterCents: e.balanceAfterCents,
  createdAt: iso(e.createdAt),
});

const depositView = (d: HistoryRow<'deposits'>): ViewItem<'deposits'> => ({
  id: d.id,
  amountCents: d.amountCents,
  status: d.status,
  createdAt: iso(d.createdAt),
  expiresAt: iso(d.expiresAt),
  paidAt: isoOrNull(d.paidAt),
});

const withdrawalView = (w: HistoryRow<'withdrawals'>): ViewItem<'withdrawals'> => ({
  id: w.id,
  amountCents: w.amountCents,
  status: w.status,
  reviewReason: w.reviewReason,
  createdAt: iso(w.createdAt),
  settledAt: isoOrNull(w.settledAt),
});

const payoutView = (p: HistoryRow<'payouts'>): ViewItem<'payouts'> => ({
  id: p.id,
  purpose: p.purpose,
  amountCents: p.amountCents,
  status: p.status,
  failureReason: p.failureReason,
  createdAt: iso(p.createdAt),
  settledAt: isoOrNull(p.settledAt),
});

const roundView = (r: HistoryRow<'rounds'>): ViewItem<'rounds'> => ({
  transactionUuid: r.transactionUuid,
  kind: r.kind,
  game: r.game,
  round: r.round,
  amountCents: r.amountCents,
  status: r.status,
  createdAt: iso(r.createdAt),
});

function protectionView(history: PlayerHistory): PlayerView['protection'] {
  return {
    limits: history.limits.map((l) => ({
      lossLimitCents: l.lossLimitCents,
      lossPeriod: l.lossPeriod,
      sessionMinutes: l.sessionMinutes,
      requestedAt: iso(l.requestedAt),
      effectiveAt: iso(l.effectiveAt),
      cancelledAt: isoOrNull(l.cancelledAt),
    })),
    blocks: history.blocks.map((b) => ({
      kind: b.kind,
      startsAt: iso(b.startsAt),
      endsAt: isoOrNull(b.endsAt),
    })),
  };
}

const accountBlockView = (b: HistoryRow<'accountBlocks'>): ViewItem<'accountBlocks'> => ({
  id: b.id,
  reason: b.reason,
  blockedBy: b.blockedBy,
  blockedAt: iso(b.blockedAt),
  liftedBy: b.liftedBy,
  liftedAt: isoOrNull(b.liftedAt),
  liftReason: b.liftReason,
});

const sessionView = (s: HistoryRow<'sessions'>): ViewItem<'sessions'> => ({
  createdAt: iso(s.createdAt),
  expiresAt: iso(s.expiresAt),
  revokedAt: isoOrNull(s.revokedAt),
});

const auditView = (a: HistoryRow<'audit'>): ViewItem<'audit'> => ({
  id: a.id,
  at: iso(a.at),
  actor: a.actor,
  category: a.category,
  action: a.action,
  amountCents: a.amountCents,
  details: a.details,
  requestId: a.requestId,
});

const noteView = (n: HistoryRow<'notes'>): ViewItem<'notes'> => ({
  id: n.id,
  staffId: n.staffId,
  body: n.body,
  createdAt: iso(n.createdAt),
});

export async function viewPlayer(db: Queryable, id: number): Promise<PlayerView> {
  const row = await selectPlayer(db, id);
  if (row === undefined) throw new NotFound(staffMessages.staffPlayerNotFound);
  const history = await playerHistory(db, id);
  return {
    player: playerDetails(row),
    kyc: kycView(row, history.kycSessions),
    cpfClaims: history.cpfClaims.map((claim) => cpfClaimView(id, claim)),
    ledger: history.ledger.map(ledgerEntryView),
    deposits: history.deposits.map(depositView),
    withdrawals: history.withdrawals.map(withdrawalView),
    payouts: history.payouts.map(payoutView),
    rounds: history.rounds.map(roundView),
    protection: protectionView(history),
    accountBlocks: history.accountBlocks.map(accountBlockView),
    sessions: history.sessions.map(sessionView),
    audit: history.audit.map(auditView),
    notes: history.notes.map(noteView),
  };
}
