import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '#/core/theme/media.ts';

/* On a phone every row stacks the name over its value, so no row drops its value while the next keeps it beside. */
const Figures = styled.dl`
  max-width: 560px;
  margin: 0 0 12px;
  font-variant-numeric: tabular-nums;
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0 12px;
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  div.lead {
    font-size: ${({ theme }) => theme.type.md};
    dt {
      color: ${({ theme }) => theme.colors.text};
      font-weight: 600;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    flex: 1 1 14ch;
  }
  dd {
    margin: 0 0 0 auto;
    text-align: end;
    font-weight: 600;
  }
  ${media.phone} {
    div {
      display: block;
    }
    dd {
      margin: 2px 0 0;
      text-align: start;
    }
  }
`;

/** Pieces of a value that may go to separate lines, each kept whole. */
export const Piece = styled.span`
  white-space: nowrap;
`;

/** Lines of a value, one under the other (how the sessions ended, one way a line). */
export const Lines = styled.span`
  display: grid;
`;

export type Row = [term: string, value: ReactNode, kind?: string];

export function FigureList({ rows }: { rows: readonly Row[] }) {
  return (
    <Figures>
      {rows.map(([term, value, kind]) => (
        <div key={term} className={kind}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Figures>
  );
}

export function pieces(parts: readonly string[]) {
  return parts.map((part, index) => (
    <span key={part}>
      {index > 0 && ' '}
      <Piece>{part}</Piece>
    </span>
  ));
}
