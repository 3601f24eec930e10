import { protectionMessages } from '@velas/domain/messages/protection';
import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents, type Cents } from '@velas/domain/money';
import { formatDateAndTime } from '@velas/domain/protection';
import type { PlayerRecord } from '@velas/domain/schemas/protection';
import { statementTexts } from '@velas/domain/statement';
import { Button } from '@velas/web-core/ui/Button';
import { useState } from 'react';
import styled from 'styled-components';
import { media } from '#/core/theme/media.ts';
import { usePlayerRecordsQuery } from '#/services/protectionApi.ts';
import { DateField } from '#/ui/DateField.tsx';
import { FigureTable } from '#/ui/FigureTable.ts';
import { SignedMoney } from '#/ui/SignedMoney.tsx';
import { Figure, gridRowsOnPhone } from '#/ui/StackedTable.ts';
import { responsiblePlayCopy } from './copy.ts';
import { RECORD_KIND_LABELS, recordsCsv } from './recordsCsv.ts';
import { summariseRecords } from './recordsSummary.ts';

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'meu-historico.csv';
  link.click();
  URL.revokeObjectURL(url);
}

const Filters = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};
  grid-template-columns: minmax(0, 1fr);
  ${media.tiles} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    max-width: 560px;
  }
`;

const Summary = styled.div`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  font-variant-numeric: tabular-nums;
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

const Table = styled(FigureTable)`
  margin-top: ${({ theme }) => theme.space(3)};
  tr.unpaid td,
  tr.unpaid td.kind {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
  td.detail {
    color: ${({ theme }) => theme.colors.muted};
  }
  ${gridRowsOnPhone(`'kind amount' 'date date' 'detail detail'`)}
  ${media.phone} {
    td.kind {
      grid-area: kind;
      font-weight: 600;
    }
    td.amount.none {
      display: none;
    }
    td.detail {
      grid-area: detail;
      font-size: ${({ theme }) => theme.type.sm};
    }
  }
`;

/* A deposit not paid is no money that came in: muted, unsigned, its state in a pill. */
const OPEN_STATES = {
  pending: walletMessages.recordPending,
  expired: walletMessages.recordExpired,
  cancelled: walletMessages.recordCancelled,
} as const;

const unpaidState = (record: PlayerRecord) =>
  record.kind === 'deposit' && record.depositStatus !== undefined && record.depositStatus !== 'paid'
    ? OPEN_STATES[record.depositStatus]
    : null;

const Pill = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme }) => theme.type.sm};
  font-weight: 600;
  white-space: nowrap;
`;

function Amount({ record }: { record: PlayerRecord }) {
  if (record.amount === null) return <Figure>—</Figure>;
  if (unpaidState(record) !== null) return <Figure>{money(record.amount)}</Figure>;
  return (
    <SignedMoney cents={record.amount} kind={record.kind === 'game' ? 'result' : 'movement'} />
  );
}

const money = (amount: Cents) => formatCents(amount);

export const notInStatement = (record: PlayerRecord) =>
  record.kind === 'refund' ||
  record.kind === 'limit' ||
  record.kind === 'pause' ||
  record.kind === 'exclusion' ||
  unpaidState(record) !== null;

/** What the period moved: deposits and withdrawals, then the rounds' result. */
function RecordsSummary({ records }: { records: readonly PlayerRecord[] }) {
  const summary = summariseRecords(records);
  return (
    <Summary data-testid="records-summary">
      <p>
        {fill(protectionMessages.recordsSummary, {
          depositou: money(summary.deposited),
          sacou: money(summary.withdrawn),
        })}
      </p>
      {summary.rounds > 0 && (
        <p>
          {fill(protectionMessages.recordsGamesResult, { rodadas: String(summary.rounds) })}{' '}
          <SignedMoney cents={summary.gamesResult} strong />
        </p>
      )}
    </Summary>
  );
}

/** One entry: when, what (a Pix not paid says so), how much and the detail. */
function RecordRow({ record }: { record: PlayerRecord }) {
  const state = unpaidState(record);
  return (
    <tr className={state === null ? undefined : 'unpaid'}>
      <td className="date">
        <Figure>{formatDateAndTime(Date.parse(record.at))}</Figure>
      </td>
      <td className="kind">
        {RECORD_KIND_LABELS[record.kind]}
        {state !== null && <Pill>{state}</Pill>}
      </td>
      <td className={record.amount === null ? 'amount none' : 'amount'}>
        <Amount record={record} />
      </td>
      <td className="detail">{record.detail}</td>
    </tr>
  );
}

export function RecordsList({ otherOnly = false }: { otherOnly?: boolean }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { data, isFetching } = usePlayerRecordsQuery({
    ...(from && { from }),
    ...(to && { to }),
  });
  const all = data?.data ?? [];
  const records = otherOnly ? all.filter(notInStatement) : all;
  return (
    <section
      aria-label={otherOnly ? statementTexts.otherRecords : responsiblePlayCopy.historyTitle}
    >
      <Filters>
        <DateField label={responsiblePlayCopy.fromDate} onDateChange={setFrom} />
        <DateField label={responsiblePlayCopy.toDate} onDateChange={setTo} />
      </Filters>
      {!otherOnly && records.length > 0 && <RecordsSummary records={records} />}
      <Button
        type="button"
        $variant="secondary"
        disabled={records.length === 0}
        onClick={() => {
          download(recordsCsv(records));
        }}
      >
        {otherOnly ? statementTexts.otherRecordsDownload : protectionMessages.recordsDownload}
      </Button>
      {isFetching && <p>{responsiblePlayCopy.loading}</p>}
      <Table aria-label={responsiblePlayCopy.records}>
        <thead>
          <tr>
            <th>{responsiblePlayCopy.dateColumn}</th>
            <th>{responsiblePlayCopy.kindColumn}</th>
            <th>{responsiblePlayCopy.amountColumn}</th>
            <th>{responsiblePlayCopy.detailColumn}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record, index) => (
            <RecordRow key={`${record.at}-${String(index)}`} record={record} />
          ))}
        </tbody>
      </Table>
    </section>
  );
}
