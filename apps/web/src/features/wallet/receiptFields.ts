// The label/value lines both receipts (a paid Pix in, a withdrawal out) read
// as: the label muted on the left, the value on the right in even figures,
// the amount never broken across lines.
import { css } from 'styled-components';

export const receiptFields = css`
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .amount {
    white-space: nowrap;
    font-weight: 700;
  }
`;
