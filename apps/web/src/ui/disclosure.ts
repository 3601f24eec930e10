// The one look of a disclosure's summary line (docs/design.md#clarity): a
// touch-sized row in the accent, so "Como calculamos", "Mais opções" and the
// demo's test CPFs read as the same kind of control.
import { css } from 'styled-components';

export const disclosureSummary = css`
  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touch};
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
