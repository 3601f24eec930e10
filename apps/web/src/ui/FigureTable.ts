import styled from 'styled-components';

/**
 * A table of figures: full width, tabular digits aligned to the end, the first
 * column (what the row is) to the start. Screens extend it for density.
 */
export const FigureTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 6px 8px;
    text-align: end;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
`;
