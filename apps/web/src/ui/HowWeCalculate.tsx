// The disclosure behind which every card keeps its method (docs/design.md#clarity):
// the card opens with one plain sentence; formulas, test names, intervals and
// hashes wait here for whoever wants them.
import { commonMessages } from '@velas/domain/messages/common';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { disclosureSummary } from './disclosure.ts';

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.sm};
  ${disclosureSummary}
  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export function HowWeCalculate({ children }: { children: ReactNode }) {
  return (
    <Details>
      <summary>{commonMessages.howWeCalculate}</summary>
      {children}
    </Details>
  );
}
