// The player view's history, each a table: ledger, deposits, withdrawals and
// payouts, rounds, protection with its dates, KYC and CPF claims, sessions,
// blocks, notes and the audit trail.
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import type { PlayerView } from '@velas/domain/schemas/backoffice/players';
import { Card } from '@velas/web-core/ui/Card';
import { formatReais, formatInstant } from '../../lib/format';
import { Table } from '../../ui/Table';

interface Props {
  view: PlayerView;
  formatSigned: (cents: number) => string;
}

export function PlayerSections({ view, formatSigned }: Props) {
  return (
    <>
      <Card>
        <h2>{t.sectionLedger}</h2>
        <Table label={t.sectionLedger} head={[t.colDate, t.kind, t.amount, t.balance, t.state]}>
          {view.ledger.map((entry) => (
            <tr key={entry.id}>
              <td>{formatInstant(entry.createdAt)}</td>
              <td>{entry.kind}</td>
              <td>{formatSigned(entry.amountCents)}</td>
              <td>{formatReais(entry.balanceAfterCents)}</td>
              <td>{entry.status}</td>
            </tr>
          ))}
        </Table>
      </Card>
      <Card>
        <h2>{t.sectionDeposits}</h2>
        <Table label={t.sectionDeposits} head={[t.colDate, t.amount, t.state, t.colPaidAt]}>
          {view.deposits.map((deposit) => (
            <tr key={deposit.id}>
              <td>{formatInstant(deposit.createdAt)}</td>
              <td>{formatReais(deposit.amountCents)}</td>
              <td>{deposit.status}</td>
              <td>{formatInstant(deposit.paidAt)}</td>
            </tr>
          ))}
        </Table>
      </Card>
      <Card>
        <h2>{t.sectionWithdrawals}</h2>
        <Table
          label={t.sectionWithdrawals}
          head={[t.colDate, t.amount, t.state, t.colReview, t.colCompletedAt]}
        >
          {view.withdrawals.map((withdrawal) => (
            <tr key={withdrawal.id}>
              <td>{formatInstant(withdrawal.createdAt)}</td>
              <td>{formatReais(withdrawal.amountCents)}</td>
              <td>{withdrawal.status}</td>
              <td>{withdrawal.reviewReason ?? '—'}</td>
              <td>{formatInstant(withdrawal.settledAt)}</td>
            </tr>
          ))}
        </Table>
      </Card>
      <Card>
        <h2>{t.sectionPayouts}</h2>
        <Table
          label={t.sectionPayouts}
          head={[t.colDate, t.colPurpose, t.amount, t.state, t.colFailure]}
        >
          {view.payouts.map((payout) => (
            <tr key={payout.id}>
              <td>{formatInstant(payout.createdAt)}</td>
              <td>{payout.purpose}</td>
              <td>{formatReais(payout.amountCents)}</td>
              <td>{payout.status}</td>
              <td>{payout.failureReason ?? '—'}</td>
            </tr>
          ))}
        </Table>
      </Card>
      <Card>
        <h2>{t.sectionRounds}</h2>
        <Table
          label={t.sectionRounds}
          head={[t.colDate, t.colGame, t.colRound, t.kind, t.amount, t.state]}
        >
          {view.rounds.map((round) => (
            <tr key={round.transactionUuid}>
              <td>{formatInstant(round.createdAt)}</td>
              <td>{round.game ?? '—'}</td>
              <td>{round.round ?? '—'}</td>
              <td>{round.kind}</td>
              <td>{formatReais(round.amountCents)}</td>
              <td>{round.status}</td>
            </tr>
          ))}
        </Table>
      </Card>
      <Card>
        <h2>{t.sectionProtection}</h2>
        <Table
          label={t.sectionProtection}
          head={[
            t.colLossLimit,
            t.colPeriod,
            t.colSessionMinutes,
            t.colRequested,
            t.colValidFrom,
            t.colCancelled,
          ]}
        >
          {view.protection.limits.map((limit) => (
            <tr key={limit.requestedAt}>
              <td>{formatReais(limit.lossLimitCents)}</td>
              <td>{limit.lossPeriod}</td>
              <td>{limit.sessionMinutes}</td>
              <td>{formatInstant(limit.requestedAt)}</td>
              <td>{formatInstant(limit.effectiveAt)}</td>
              <td>{formatInstant(limit.cancelledAt)}</td>
            </tr>
          ))}
        </Table>
        <Table label={t.sectionPauses} head={[t.kind, t.colStart, t.colEnd]}>
          {view.protection.blocks.map((block) => (
            <tr key={`${block.kind}-${block.startsAt}`}>
              <td>{block.kind}</td>
              <td>{formatInstant(block.startsAt)}</td>
              <td>{formatInstant(block.endsAt)}</td>
            </tr>
          ))}
        </Table>
      </Card>
      <Card>
        <h2>{t.sectionKyc}</h2>
        <p>
          {t.kycStatus(view.kyc.status)}
          {view.kyc.rejection && ` (${view.kyc.rejection})`}
          {t.cpfRole(view.kyc.cpfRole)}
        </p>
        <Table
          label={t.sectionKyc}
          head={[t.colClaim, t.colSide, t.state, t.colHeldBalance, t.colDate]}
        >
          {view.cpfClaims.map((claim) => (
            <tr key={`${claim.id}-${claim.side}`}>
              <td>#{claim.id}</td>
              <td>{claim.side === 'claimant' ? t.claimant : t.released}</td>
              <td>{claim.status}</td>
              <td>{formatReais(claim.heldBalanceCents)}</td>
              <td>{formatInstant(claim.claimedAt)}</td>
            </tr>
          ))}
        </Table>
      </Card>
      <Card>
        <h2>{t.sectionBlocks}</h2>
        <Table
          label={t.sectionBlocks}
          head={[t.colBlockedAt, t.reason, t.colUnblockedAt, t.colUnblockReason]}
        >
          {view.accountBlocks.map((block) => (
            <tr key={block.id}>
              <td>{formatInstant(block.blockedAt)}</td>
              <td>{block.reason}</td>
              <td>{formatInstant(block.liftedAt)}</td>
              <td>{block.liftReason ?? '—'}</td>
            </tr>
          ))}
        </Table>
      </Card>
      <Card>
        <h2>{t.sectionSessions}</h2>
        <Table label={t.sectionSessions} head={[t.colStart, t.colExpires, t.colEnded]}>
          {view.sessions.map((session) => (
            <tr key={session.createdAt}>
              <td>{formatInstant(session.createdAt)}</td>
              <td>{formatInstant(session.expiresAt)}</td>
              <td>{formatInstant(session.revokedAt)}</td>
            </tr>
          ))}
        </Table>
      </Card>
      <Card>
        <h2>{t.sectionNotes}</h2>
        <Table label={t.sectionNotes} head={[t.colDate, t.colStaff, t.note]}>
          {view.notes.map((note) => (
            <tr key={note.id}>
              <td>{formatInstant(note.createdAt)}</td>
              <td>#{note.staffId}</td>
              <td style={{ whiteSpace: 'pre-wrap' }}>{note.body}</td>
            </tr>
          ))}
        </Table>
      </Card>
      <Card>
        <h2>{t.sectionAudit}</h2>
        <Table
          label={t.sectionAudit}
          head={[t.colDate, t.colWho, t.colAction, t.amount, t.colRequested]}
        >
          {view.audit.map((event) => (
            <tr key={event.id}>
              <td>{formatInstant(event.at)}</td>
              <td>{event.actor}</td>
              <td>
                {event.category}/{event.action}
              </td>
              <td>{event.amountCents === null ? '—' : formatReais(event.amountCents)}</td>
              <td>{event.requestId ?? '—'}</td>
            </tr>
          ))}
        </Table>
      </Card>
    </>
  );
}
