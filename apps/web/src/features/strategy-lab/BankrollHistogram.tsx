// The final bankroll of every session, binned: one bar per bin, its height
// the share of sessions. Plain markup (a list a screen reader reads bin by bin).
import type { StrategyResult } from '@velas/domain/schemas/strategy';
import { formatCents, toCents } from '@velas/domain/money';
import styled from 'styled-components';

const Bars = styled.ol`
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

const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export function BankrollHistogram({ result }: { result: StrategyResult }) {
  const bins = result.finalBankroll.histogram;
  const first = bins[0];
  const last = bins.at(-1);
  if (!first || !last) return null;
  const tallest = Math.max(...bins.map((bin) => bin.count));
  return (
    <figure style={{ margin: 0 }} aria-label="Banca final das sessões">
      <Bars>
        {bins.map((bin) => (
          <li
            key={bin.from}
            aria-label={`${formatCents(toCents(bin.from))} a ${formatCents(toCents(bin.to))}: ${bin.count} sessões`}
          >
            <span style={{ height: `${(bin.count / tallest) * 100}%` }} />
          </li>
        ))}
      </Bars>
      <Axis aria-hidden="true">
        <span>{formatCents(toCents(first.from))}</span>
        <span>{formatCents(toCents(last.to))}</span>
      </Axis>
    </figure>
  );
}
