// Each section is a descriptor, in the order staff read them; what each table
// shows is in playerColumns.ts.
import { cpfRoleLabels, kycStatusLabels, labelOf } from '@velas/domain/backoffice/code-labels';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import type { PlayerView } from '@velas/domain/schemas/backoffice/players';
import { Card } from '@velas/web-core/ui/Card';
import type { ReactNode } from 'react';
import { SectionTable, type Column } from '#/ui/SectionTable.tsx';
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
} from './playerColumns.ts';

type SectionPart = (view: PlayerView) => ReactNode;

interface PlayerSection {
  title: string;
  /** A line above the tables. */
  lead?: SectionPart;
  tables: readonly SectionPart[];
}

interface TableOf<Row> {
  /** The table's accessible name; a section of one table is titled with it. */
  label: string;
  columns: readonly Column<Row>[];
  rows: (view: PlayerView) => readonly Row[];
  rowKey: (row: Row) => string | number;
}

const byId = (row: { id: number | string }) => row.id;

function table<Row>({ label, columns, rows, rowKey }: TableOf<Row>): SectionPart {
  return (view) => (
    <SectionTable key={label} label={label} columns={columns} rows={rows(view)} rowKey={rowKey} />
  );
}

const oneTable = <Row,>(of: TableOf<Row>): PlayerSection => ({
  title: of.label,
  tables: [table(of)],
});

const playerSectionList: readonly PlayerSection[] = [
  oneTable({
    label: backofficeTexts.sectionLedger,
    columns: ledgerColumns,
    rows: (view) => view.ledger,
    rowKey: byId,
  }),
  oneTable({
    label: backofficeTexts.sectionDeposits,
    columns: depositColumns,
    rows: (view) => view.deposits,
    rowKey: byId,
  }),
  oneTable({
    label: backofficeTexts.sectionWithdrawals,
    columns: withdrawalColumns,
    rows: (view) => view.withdrawals,
    rowKey: byId,
  }),
  oneTable({
    label: backofficeTexts.sectionPayouts,
    columns: payoutColumns,
    rows: (view) => view.payouts,
    rowKey: byId,
  }),
  oneTable({
    label: backofficeTexts.sectionRounds,
    columns: roundColumns,
    rows: (view) => view.rounds,
    rowKey: (round) => round.transactionUuid,
  }),
  {
    title: backofficeTexts.sectionProtection,
    tables: [
      table({
        label: backofficeTexts.sectionProtection,
        columns: limitColumns,
        rows: (view) => view.protection.limits,
        rowKey: (limit) => limit.requestedAt,
      }),
      table({
        label: backofficeTexts.sectionPauses,
        columns: pauseColumns,
        rows: (view) => view.protection.blocks,
        rowKey: (block) => `${block.kind}-${block.startsAt}`,
      }),
    ],
  },
  {
    title: backofficeTexts.sectionKyc,
    lead: ({ kyc }) => (
      <p>
        {backofficeTexts.kycStatus(labelOf(kycStatusLabels, kyc.status))}
        {kyc.rejection && ` (${kyc.rejection})`}
        {backofficeTexts.cpfRole(labelOf(cpfRoleLabels, kyc.cpfRole))}
      </p>
    ),
    tables: [
      table({
        label: backofficeTexts.sectionKyc,
        columns: cpfClaimColumns,
        rows: (view) => view.cpfClaims,
        rowKey: (claim) => `${claim.id}-${claim.side}`,
      }),
    ],
  },
  oneTable({
    label: backofficeTexts.sectionBlocks,
    columns: accountBlockColumns,
    rows: (view) => view.accountBlocks,
    rowKey: byId,
  }),
  oneTable({
    label: backofficeTexts.sectionSessions,
    columns: sessionColumns,
    rows: (view) => view.sessions,
    rowKey: (session) => session.createdAt,
  }),
  oneTable({
    label: backofficeTexts.sectionNotes,
    columns: noteColumns,
    rows: (view) => view.notes,
    rowKey: byId,
  }),
  oneTable({
    label: backofficeTexts.sectionAudit,
    columns: auditColumns,
    rows: (view) => view.audit,
    rowKey: byId,
  }),
];

export function PlayerSections({ view }: { view: PlayerView }) {
  return (
    <>
      {playerSectionList.map(({ title, lead, tables }) => (
        <Card key={title}>
          <h2>{title}</h2>
          {lead?.(view)}
          {tables.map((table) => table(view))}
        </Card>
      ))}
    </>
  );
}
