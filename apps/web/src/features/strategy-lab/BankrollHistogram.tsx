// Plain markup: a list a screen reader reads bin by bin.
import { formatCents, toCents } from '@velas/domain/money';
import type { StrategyResult } from '@velas/domain/schemas/strategy';
import styled from 'styled-components';
import { strategyLabCopy } from './copy.ts';

const Bars = styled.ol`
  position: relative;
  display: flex;
  align-items: flex-end;
  gap: 2px;
  height: 140px;
  margin: 8px 0 4px;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  li {
    flex: 1 1 0;
    min-width: 0;
    height: 100%;
    display: flex;
    align-items: flex-end;
  }
  span {
    display: block;
    width: 100%;
    background: ${({ theme }) => theme.colors.primary};
    border-radius: 2px 2px 0 0;
  }
`;

/** The starting bankroll, a dashed line across the bars. */
const Start = styled.li`
  position: absolute;
  inset-block: 0;
  width: 0 !important;
  border-inline-start: 2px dashed ${({ theme }) => theme.colors.text};
`;

const Caption = styled.figcaption`
  margin-top: 4px;
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** An amount never breaks across lines. */
const Whole = styled.span`
  white-space: nowrap;
`;

/**
 * `bankroll`: the session's starting money, marked across the bars, so the
 * bars left of it are sessions that lost.
 */
export function BankrollHistogram({
  result,
  bankroll,
}: {
  result: StrategyResult;
  bankroll: number;
}) {
  const bins = result.finalBankroll.histogram;
  const first = bins[0];
  const last = bins.at(-1);
  if (!first || !last) return null;
  const tallest = Math.max(...bins.map((bin) => bin.count));
  const span = last.to - first.from;
  const startAt = span > 0 ? (bankroll - first.from) / span : -1;
  return (
    <figure style={{ margin: 0, maxWidth: 560 }} aria-label={strategyLabCopy.histogramTitle}>
      <Bars>
        {bins.map((bin) => (
          <li
            key={bin.from}
            aria-label={strategyLabCopy.histogramBar(
              formatCents(toCents(bin.from)),
              formatCents(toCents(bin.to)),
              bin.count,
            )}
          >
            <span style={{ height: `${(bin.count / tallest) * 100}%` }} />
          </li>
        ))}
        {startAt >= 0 && startAt <= 1 && (
          <Start aria-hidden="true" style={{ insetInlineStart: `${String(startAt * 100)}%` }} />
        )}
      </Bars>
      {/* The real lowest and highest results, as in the figures above: the
          bins' outer edges are rounded bucket bounds (the last one ends past
          the highest result), not anything a session ended with. */}
      <Axis aria-hidden="true">
        <span>
          {strategyLabCopy.lowestFinal}
          <Whole>{formatCents(toCents(result.finalBankroll.min))}</Whole>
        </span>
        <span>
          {strategyLabCopy.highest}
          <Whole>{formatCents(toCents(result.finalBankroll.max))}</Whole>
        </span>
      </Axis>
      <Caption>{strategyLabCopy.histogramHow(formatCents(toCents(bankroll)))}</Caption>
    </figure>
  );
}
