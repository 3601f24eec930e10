import styled from 'styled-components';
import { media } from '../core/theme/media';
import { FigureTable } from './FigureTable';

/**
 * A table of figures that becomes stacked rows on phones (docs/design.md#clarity):
 * each row a block, each cell its column's name (`data-label`) above or beside
 * its value, so no column is ever squeezed until an amount breaks. A cell
 * without `data-label` (what the row is) leads the block in bold.
 */
export const StackedTable = styled(FigureTable)`
  ${media.phone} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    th,
    td,
    th:first-child,
    td:first-child {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      align-items: baseline;
      gap: 0 ${({ theme }) => theme.space(3)};
      padding: 2px 0;
      border: 0;
      text-align: end;
    }
    td:not([data-label]),
    th[scope='row'] {
      font-weight: 600;
      text-align: start;
    }
    td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.muted};
      font-weight: 400;
      text-align: start;
    }
  }
`;

/** A figure (amount, percentage, multiplier) that never breaks across lines. */
export const Figure = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
