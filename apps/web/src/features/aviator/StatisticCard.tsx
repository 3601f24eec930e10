// Chips, not headline tiles: the window's grid of rounds is the hero.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '#/core/theme/media.ts';

/** Two chips a row on phones, four from the layout's width; a headline chip takes two. */
export const ChipGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.layout} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Box = styled.div<{ $headline: boolean }>`
  display: grid;
  grid-column: ${({ $headline }) => ($headline ? 'span 2' : 'auto')};
  align-content: start;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.type.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin: 0;
  }
`;

const Value = styled.p<{ $headline: boolean }>`
  font-size: ${({ theme, $headline }) => ($headline ? theme.type.xl : theme.type.lg)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Meaning = styled.p`
  font-size: ${({ theme }) => theme.type.xs};
  color: ${({ theme }) => theme.colors.muted};
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
  /** The screen's one answer: a whole row of the grid, its value larger. */
  headline?: boolean;
}

export function StatisticCard({
  title,
  value,
  meaning,
  detail,
  headline = false,
}: StatisticCardProps) {
  return (
    <Box $headline={headline}>
      <h3>{title}</h3>
      <Value $headline={headline}>{value}</Value>
      <Meaning>{meaning}</Meaning>
      {detail && <Detail>{detail}</Detail>}
    </Box>
  );
}
