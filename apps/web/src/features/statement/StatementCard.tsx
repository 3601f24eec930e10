// The statement (docs/product.md#statement): the balance now on top, then
// every movement of the player's money under its São Paulo day, read as a
// bank app reads: the day's heading holds its balance at the end of the day
// and what came in, went out and the games' result; each line holds one
// amount, what it was and when. The balance right after a line is one tap
// away on the line. Filters by kind and period, and the CSV. Phone first:
// amounts and labels never split (docs/design.md#clarity).
import { MINUTE_MS, toSaoPaulo } from '@velas/domain/calendar';
import { formatCents } from '@velas/domain/money';
import {
  STATEMENT_FILTER_LABELS,
  STATEMENT_KIND_LABELS,
  statementDayHeading,
  statementTexts,
} from '@velas/domain/statement';
import { STATEMENT_KINDS, type StatementKind } from '@velas/domain/statement-kinds';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { Label, Select } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import styled from 'styled-components';
import { media } from '../../core/theme/media';
import { useNow } from '../../lib/useNow';
import { DateField } from '../../ui/DateField';
import { SignedMoney } from '../../ui/SignedMoney';
import { statementCopy } from './copy';
import { DaySummary } from './DaySummary';
import {
  useStatementCsvMutation,
  useStatementInfiniteQuery,
  type StatementFilter,
} from './statementApi';
import { groupByDay } from './statementDays';

const RESULT_KINDS = new Set<StatementKind>(['bet', 'win', 'rollback']);

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  strong {
    font-size: ${({ theme }) => theme.type.xl};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  p {
    margin: 0;
  }
`;

/** On a phone the two dates share a row, so the first movements show above the fold. */
const Filters = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tiles} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const KindField = styled.div`
  margin-bottom: 12px;
  grid-column: 1 / -1;
  ${media.tiles} {
    grid-column: auto;
  }
`;

const Days = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const DayHeading = styled.div`
  padding-bottom: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  .day {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0 ${({ theme }) => theme.space(3)};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.sm};
    text-transform: capitalize;
  }
  .balance {
    margin-left: auto;
    font-size: ${({ theme }) => theme.type.sm};
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

/*
 * One amount per line: the kind and the amount, then the time and the detail
 * across the whole width, so a withdrawal's state never wraps beside a second
 * figure. The running balance opens under the line.
 */
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} 0;
    list-style: none;
    cursor: pointer;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  .kind {
    font-weight: 600;
  }
  .amount {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .detail,
  .after {
    font-size: ${({ theme }) => theme.type.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  .detail {
    grid-column: 1 / -1;
    overflow-wrap: anywhere;
  }
  .after {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'extrato.csv';
  link.click();
  URL.revokeObjectURL(url);
}

export function StatementCard() {
  const now = useNow(MINUTE_MS);
  const [kind, setKind] = useState<StatementKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter: StatementFilter = {
    ...(kind !== '' && { kind }),
    ...(from !== '' && { from }),
    ...(to !== '' && { to }),
  };
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useStatementInfiniteQuery(filter);
  const [csv, { isLoading: downloading }] = useStatementCsvMutation();
  const pages = data?.pages ?? [];
  const balance = pages[0]?.balance;
  const days = groupByDay(pages);
  const filtered = kind !== '' || from !== '' || to !== '';
  return (
    <section aria-label={statementTexts.title}>
      <Top>
        <span>{statementTexts.balanceNow}</span>
        <strong data-testid="statement-balance">
          {balance === undefined ? 'R$ …' : formatCents(balance)}
        </strong>
        {!filtered && <Muted>{statementTexts.balanceNote}</Muted>}
      </Top>
      <Filters>
        <KindField>
          <Label htmlFor="statement-kind">{statementTexts.kindFilter}</Label>
          <Select
            id="statement-kind"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as StatementKind | '');
            }}
          >
            <option value="">{statementTexts.allKinds}</option>
            {STATEMENT_KINDS.map((option) => (
              <option key={option} value={option}>
                {STATEMENT_FILTER_LABELS[option]}
              </option>
            ))}
          </Select>
        </KindField>
        <DateField label={statementTexts.from} onDateChange={setFrom} />
        <DateField label={statementTexts.to} onDateChange={setTo} />
      </Filters>
      <Button
        type="button"
        $variant="secondary"
        disabled={days.length === 0 || downloading}
        onClick={() => {
          void csv(filter)
            .unwrap()
            .then(download)
            .catch(() => undefined);
        }}
      >
        {statementTexts.download}
      </Button>
      {isLoading && <p role="status">{statementTexts.loading}</p>}
      {isError && <Alert>{statementTexts.failed}</Alert>}
      {!isLoading && !isError && days.length === 0 && <p>{statementTexts.empty}</p>}
      <Days aria-label={statementCopy.title}>
        {days.map((day) => (
          <li key={day.date}>
            <DayHeading>
              <div className="day">
                <h3>{statementDayHeading(day.date, now)}</h3>
                {/* The day's newest line is its last movement only when no line is filtered out. */}
                {!filtered && (
                  <span className="balance" data-testid="statement-day-balance">
                    {statementTexts.dayBalance} {formatCents(day.lines[0].balanceAfter)}
                  </span>
                )}
              </div>
              {day.sums !== null && <DaySummary day={day.sums} />}
            </DayHeading>
            <Lines>
              {day.lines.map((line) => (
                <li key={line.id} data-statement-line={line.kind}>
                  <details>
                    <summary>
                      <span className="kind">{STATEMENT_KIND_LABELS[line.kind]}</span>
                      <span className="amount">
                        <SignedMoney
                          cents={line.amount}
                          kind={RESULT_KINDS.has(line.kind) ? 'result' : 'movement'}
                          strong
                        />
                      </span>
                      <span className="detail">
                        {toSaoPaulo(Date.parse(line.at)).time.slice(0, 5)} · {line.detail}
                      </span>
                    </summary>
                    <p className="after" data-testid="statement-line-balance">
                      {statementTexts.balanceAfter} {formatCents(line.balanceAfter)}
                    </p>
                  </details>
                </li>
              ))}
            </Lines>
          </li>
        ))}
      </Days>
      {hasNextPage && (
        <Button
          type="button"
          $variant="secondary"
          $block
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {statementTexts.more}
        </Button>
      )}
    </section>
  );
}
