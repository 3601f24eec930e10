// The label/value lines both receipts (a paid Pix in, a withdrawal out) read
// as: the label muted on the left, the value on the right in even figures,
// the amount never broken across lines.
import styled from 'styled-components';
import { FactList } from '#/ui/FactList.ts';

export const ReceiptFacts = styled(FactList)`
  dd {
    text-align: end;
  }
  .amount {
    white-space: nowrap;
    font-weight: 700;
  }
`;
