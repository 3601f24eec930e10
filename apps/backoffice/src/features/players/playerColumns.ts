import {
  blockKindLabels,
  cpfClaimStatusLabels,
  depositStatusLabels,
  labelOf,
  ledgerKindLabels,
  ledgerStatusLabels,
  lossPeriodLabels,
  payoutPurposeLabels,
  payoutStatusLabels,
  roundKindLabels,
  walletStatusLabels,
  withdrawalStatusLabels,
} from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { formatCents, formatSignedCents } from '@velas/domain/money';
import type { PlayerView } from '@velas/domain/schemas/backoffice/players';
import { formatInstant } from '#/lib/format.ts';
import type { Column } from '#/ui/SectionTable.tsx';

type Columns<Key extends keyof PlayerView> = PlayerView[Key] extends readonly (infer Row)[]
  ? readonly Column<Row>[]
  : never;

const orDash = (text: string | null) => text ?? '—';

export const ledgerColumns: Columns<'ledger'> = [
  { head: backofficeTexts.colDate, cell: (entry) => formatInstant(entry.createdAt) },
  { head: backofficeTexts.kind, cell: (entry) => labelOf(ledgerKindLabels, entry.kind) },
  { head: backofficeTexts.amount, cell: (entry) => formatSignedCents(entry.amountCents) },
  { head: backofficeTexts.balance, cell: (entry) => formatCents(entry.balanceAfterCents) },
  { head: backofficeTexts.state, cell: (entry) => labelOf(ledgerStatusLabels, entry.status) },
];

export const depositColumns: Columns<'deposits'> = [
  { head: backofficeTexts.colDate, cell: (deposit) => formatInstant(deposit.createdAt) },
  { head: backofficeTexts.amount, cell: (deposit) => formatCents(deposit.amountCents) },
  { head: backofficeTexts.state, cell: (deposit) => labelOf(depositStatusLabels, deposit.status) },
  { head: backofficeTexts.colPaidAt, cell: (deposit) => formatInstant(deposit.paidAt) },
];

export const withdrawalColumns: Columns<'withdrawals'> = [
  { head: backofficeTexts.colDate, cell: (withdrawal) => formatInstant(withdrawal.createdAt) },
  { head: backofficeTexts.amount, cell: (withdrawal) => formatCents(withdrawal.amountCents) },
  {
    head: backofficeTexts.state,
    cell: (withdrawal) => labelOf(withdrawalStatusLabels, withdrawal.status),
  },
  { head: backofficeTexts.colReview, cell: (withdrawal) => orDash(withdrawal.reviewReason) },
  {
    head: backofficeTexts.colCompletedAt,
    cell: (withdrawal) => formatInstant(withdrawal.settledAt),
  },
];

export const payoutColumns: Columns<'payouts'> = [
  { head: backofficeTexts.colDate, cell: (payout) => formatInstant(payout.createdAt) },
  {
    head: backofficeTexts.colPurpose,
    cell: (payout) => labelOf(payoutPurposeLabels, payout.purpose),
  },
  { head: backofficeTexts.amount, cell: (payout) => formatCents(payout.amountCents) },
  { head: backofficeTexts.state, cell: (payout) => labelOf(payoutStatusLabels, payout.status) },
  { head: backofficeTexts.colFailure, cell: (payout) => orDash(payout.failureReason) },
];

export const roundColumns: Columns<'rounds'> = [
  { head: backofficeTexts.colDate, cell: (round) => formatInstant(round.createdAt) },
  { head: backofficeTexts.colGame, cell: (round) => orDash(round.game) },
  { head: backofficeTexts.colRound, cell: (round) => orDash(round.round) },
  { head: backofficeTexts.kind, cell: (round) => labelOf(roundKindLabels, round.kind) },
  { head: backofficeTexts.amount, cell: (round) => formatCents(round.amountCents) },
  { head: backofficeTexts.state, cell: (round) => labelOf(walletStatusLabels, round.status) },
];

export const limitColumns: readonly Column<PlayerView['protection']['limits'][number]>[] = [
  { head: backofficeTexts.colLossLimit, cell: (limit) => formatCents(limit.lossLimitCents) },
  { head: backofficeTexts.colPeriod, cell: (limit) => labelOf(lossPeriodLabels, limit.lossPeriod) },
  { head: backofficeTexts.colSessionMinutes, cell: (limit) => limit.sessionMinutes },
  { head: backofficeTexts.colRequested, cell: (limit) => formatInstant(limit.requestedAt) },
  { head: backofficeTexts.colValidFrom, cell: (limit) => formatInstant(limit.effectiveAt) },
  { head: backofficeTexts.colCancelled, cell: (limit) => formatInstant(limit.cancelledAt) },
];

export const pauseColumns: readonly Column<PlayerView['protection']['blocks'][number]>[] = [
  { head: backofficeTexts.kind, cell: (block) => labelOf(blockKindLabels, block.kind) },
  { head: backofficeTexts.colStart, cell: (block) => formatInstant(block.startsAt) },
  { head: backofficeTexts.colEnd, cell: (block) => formatInstant(block.endsAt) },
];

export const cpfClaimColumns: Columns<'cpfClaims'> = [
  { head: backofficeTexts.colClaim, cell: (claim) => `#${claim.id}` },
  {
    head: backofficeTexts.colSide,
    cell: (claim) =>
      claim.side === 'claimant' ? backofficeTexts.claimant : backofficeTexts.released,
  },
  { head: backofficeTexts.state, cell: (claim) => labelOf(cpfClaimStatusLabels, claim.status) },
  { head: backofficeTexts.colHeldBalance, cell: (claim) => formatCents(claim.heldBalanceCents) },
  { head: backofficeTexts.colDate, cell: (claim) => formatInstant(claim.claimedAt) },
];

export const accountBlockColumns: Columns<'accountBlocks'> = [
  { head: backofficeTexts.colBlockedAt, cell: (block) => formatInstant(block.blockedAt) },
  { head: backofficeTexts.reason, cell: (block) => block.reason },
  { head: backofficeTexts.colUnblockedAt, cell: (block) => formatInstant(block.liftedAt) },
  { head: backofficeTexts.colUnblockReason, cell: (block) => orDash(block.liftReason) },
];

export const sessionColumns: Columns<'sessions'> = [
  { head: backofficeTexts.colStart, cell: (session) => formatInstant(session.createdAt) },
  { head: backofficeTexts.colExpires, cell: (session) => formatInstant(session.expiresAt) },
  { head: backofficeTexts.colEnded, cell: (session) => formatInstant(session.revokedAt) },
];

export const noteColumns: Columns<'notes'> = [
  { head: backofficeTexts.colDate, cell: (note) => formatInstant(note.createdAt) },
  { head: backofficeTexts.colStaff, cell: (note) => `#${note.staffId}` },
  {
    head: backofficeTexts.note,
    cell: (note) => note.body,
    multiline: true,
  },
];

export const auditColumns: Columns<'audit'> = [
  { head: backofficeTexts.colDate, cell: (event) => formatInstant(event.at) },
  { head: backofficeTexts.colWho, cell: (event) => event.actor },
  { head: backofficeTexts.colAction, cell: (event) => `${event.category}/${event.action}` },
  {
    head: backofficeTexts.amount,
    cell: (event) => (event.amountCents === null ? '—' : formatCents(event.amountCents)),
  },
  { head: backofficeTexts.colRequested, cell: (event) => orDash(event.requestId) },
];
