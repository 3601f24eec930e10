// One statistic: its name, its value ("—" when undefined) and, for odds, the
// arrow of spec §4 (up and green above 2, else down and red).
import { statisticTrend } from '@velas/domain/candles';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.low};
  padding: 14px 16px;
  min-width: 0;
  h3 {
    margin: 0 0 6px;
    font-size: 0.85rem;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Value = styled.p`
  display: flex;
  align-items: baseline;
  gap: 6px;
  margin: 0;
  font-size: 1.3rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Arrow = styled.span<{ $up: boolean }>`
  color: ${({ theme, $up }) => ($up ? theme.colors.gain : theme.colors.loss)};
`;

const Detail = styled.p`
  margin: 4px 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

interface StatisticCardProps {
  title: string;
  value: string;
  /** The odd the arrow judges; omit for values that are not odds (positions). */
  trendOf?: number | null;
  detail?: ReactNode;
}

export function StatisticCard({ title, value, trendOf, detail }: StatisticCardProps) {
  const up = trendOf !== undefined && statisticTrend(trendOf) === 'up';
  return (
    <Box>
      <h3>{title}</h3>
      <Value>
        {value}
        {trendOf !== undefined && (
          <Arrow $up={up} role="img" aria-label={up ? 'acima de 2x' : 'até 2x'}>
            {up ? '▲' : '▼'}
          </Arrow>
        )}
      </Value>
      {detail && <Detail>{detail}</Detail>}
    </Box>
  );
}
