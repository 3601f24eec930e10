// The player view's history, each a titled table: ledger, deposits,
// withdrawals and payouts, rounds, protection with its dates, KYC and CPF
// claims, blocks, sessions, notes and the audit trail. What each table shows
// is in playerColumns.tsx.
import { cpfRoleLabels, kycStatusLabels, labelOf } from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import type { PlayerView } from '@velas/domain/schemas/backoffice/players';
import { Card } from '@velas/web-core/ui/Card';
import type { ReactNode } from 'react';
import { SectionTable } from '../../ui/SectionTable';
import {
  accountBlockColumns,
  auditColumns,
  cpfClaimColumns,
  depositColumns,
  ledgerColumns,
  limitColumns,
  noteColumns,
  pauseColumns,
  payoutColumns,
  roundColumns,
  sessionColumns,
  withdrawalColumns,
} from './playerColumns';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2>{title}</h2>
      {children}
    </Card>
  );
}

const byId = (row: { id: number | string }) => row.id;

export function PlayerSections({ view }: { view: PlayerView }) {
  return (
    <>
      <Section title={backofficeTexts.sectionLedger}>
        <SectionTable
          label={backofficeTexts.sectionLedger}
          columns={ledgerColumns}
          rows={view.ledger}
          rowKey={byId}
        />
      </Section>
      <Section title={backofficeTexts.sectionDeposits}>
        <SectionTable
          label={backofficeTexts.sectionDeposits}
          columns={depositColumns}
          rows={view.deposits}
          rowKey={byId}
        />
      </Section>
      <Section title={backofficeTexts.sectionWithdrawals}>
        <SectionTable
          label={backofficeTexts.sectionWithdrawals}
          columns={withdrawalColumns}
          rows={view.withdrawals}
          rowKey={byId}
        />
      </Section>
      <Section title={backofficeTexts.sectionPayouts}>
        <SectionTable
          label={backofficeTexts.sectionPayouts}
          columns={payoutColumns}
          rows={view.payouts}
          rowKey={byId}
        />
      </Section>
      <Section title={backofficeTexts.sectionRounds}>
        <SectionTable
          label={backofficeTexts.sectionRounds}
          columns={roundColumns}
          rows={view.rounds}
          rowKey={(round) => round.transactionUuid}
        />
      </Section>
      <Section title={backofficeTexts.sectionProtection}>
        <SectionTable
          label={backofficeTexts.sectionProtection}
          columns={limitColumns}
          rows={view.protection.limits}
          rowKey={(limit) => limit.requestedAt}
        />
        <SectionTable
          label={backofficeTexts.sectionPauses}
          columns={pauseColumns}
          rows={view.protection.blocks}
          rowKey={(block) => `${block.kind}-${block.startsAt}`}
        />
      </Section>
      <Section title={backofficeTexts.sectionKyc}>
        <p>
          {backofficeTexts.kycStatus(labelOf(kycStatusLabels, view.kyc.status))}
          {view.kyc.rejection && ` (${view.kyc.rejection})`}
          {backofficeTexts.cpfRole(labelOf(cpfRoleLabels, view.kyc.cpfRole))}
        </p>
        <SectionTable
          label={backofficeTexts.sectionKyc}
          columns={cpfClaimColumns}
          rows={view.cpfClaims}
          rowKey={(claim) => `${claim.id}-${claim.side}`}
        />
      </Section>
      <Section title={backofficeTexts.sectionBlocks}>
        <SectionTable
          label={backofficeTexts.sectionBlocks}
          columns={accountBlockColumns}
          rows={view.accountBlocks}
          rowKey={byId}
        />
      </Section>
      <Section title={backofficeTexts.sectionSessions}>
        <SectionTable
          label={backofficeTexts.sectionSessions}
          columns={sessionColumns}
          rows={view.sessions}
          rowKey={(session) => session.createdAt}
        />
      </Section>
      <Section title={backofficeTexts.sectionNotes}>
        <SectionTable
          label={backofficeTexts.sectionNotes}
          columns={noteColumns}
          rows={view.notes}
          rowKey={byId}
        />
      </Section>
      <Section title={backofficeTexts.sectionAudit}>
        <SectionTable
          label={backofficeTexts.sectionAudit}
          columns={auditColumns}
          rows={view.audit}
          rowKey={byId}
        />
      </Section>
    </>
  );
}
