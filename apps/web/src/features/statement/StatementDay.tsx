import { toSaoPaulo } from '@velas/domain/calendar';
import { formatCents } from '@velas/domain/money';
import {
  STATEMENT_KIND_LABELS,
  statementDayHeading,
  statementTexts,
} from '@velas/domain/statement';
import type { StatementKind } from '@velas/domain/statement-kinds';
import styled from 'styled-components';
import { SignedMoney } from '#/ui/SignedMoney.tsx';
import { DaySummary } from './DaySummary.tsx';
import type { DayGroup } from './statementDays.ts';

const RESULT_KINDS = new Set<StatementKind>(['bet', 'win', 'rollback']);

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

interface StatementDayProps {
  day: DayGroup;
  /** Some filter is set: the day's newest line is no longer its last movement. */
  filtered: boolean;
  now: number;
}

export function StatementDay({ day, filtered, now }: StatementDayProps) {
  return (
    <li>
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
  );
}
