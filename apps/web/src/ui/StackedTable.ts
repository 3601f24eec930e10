import styled, { css } from 'styled-components';
import { media } from '../core/theme/media.ts';
import { FigureTable } from './FigureTable.ts';
import { visuallyHidden } from './visuallyHidden.ts';

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

/**
 * For lists whose rows are a few cells: on phones
 * each row becomes a small grid, `areas` placing the cells by their class
 * (`date`, `amount`, and the list's own), the amount bold at the end and
 * the date muted. The head stays for screen readers only, on one line in its
 * 1 px box so it never breaks a word.
 */
export const gridRowsOnPhone = (areas: string) => css`
  ${media.phone} {
    thead {
      ${visuallyHidden}
    }
    thead th {
      white-space: nowrap;
    }
    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: ${areas};
      gap: 2px ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td,
    td:first-child {
      padding: 0;
      border: 0;
      text-align: start;
    }
    td.date {
      grid-area: date;
      color: ${({ theme }) => theme.colors.muted};
      font-size: ${({ theme }) => theme.type.sm};
    }
    td.amount {
      grid-area: amount;
      text-align: end;
      font-weight: 700;
    }
  }
`;
