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
