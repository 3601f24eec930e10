// One statistic: its name, its value ("—" when undefined) and what it means in
// plain words (docs/design.md), with the sample it was computed over.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin: 0;
  }
`;

const Value = styled.p`
  font-size: ${({ theme }) => theme.type.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Meaning = styled.p`
  font-size: ${({ theme }) => theme.type.sm};
`;

const Detail = styled.p`
  font-size: ${({ theme }) => theme.type.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

interface StatisticCardProps {
  title: string;
  value: ReactNode;
  /** What the value says about the rounds, in a player's words. */
  meaning: ReactNode;
  detail?: ReactNode;
}

export function StatisticCard({ title, value, meaning, detail }: StatisticCardProps) {
  return (
    <Box>
      <h3>{title}</h3>
      <Value>{value}</Value>
      <Meaning>{meaning}</Meaning>
      {detail && <Detail>{detail}</Detail>}
    </Box>
  );
}
