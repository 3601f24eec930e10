// Every signal result reads SINAL GERADO with the true chance it wins and the
// fixed honesty line (docs/product.md#honesty-rules): the percentage comes from the signal's
// exact fraction, never from a typed-in number.
import { messages } from '@velas/domain/messages';
import { formatProbability, type Probability } from '@velas/domain/schemas/signals';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.div`
  margin-top: 16px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.gain};
  text-align: center;
  h3 {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.gain};
    letter-spacing: 0.05em;
  }
`;

const Odds = styled.p`
  margin: 12px 0 4px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Honesty = styled.p`
  margin: 4px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface SignalResultProps {
  /** The chance the suggestion wins; absent for signals with no win event (entry counts). */
  winProbability?: Probability;
  children: ReactNode;
}

export function SignalResult({ winProbability, children }: SignalResultProps) {
  return (
    <Panel role="status">
      <h3>{messages.signalGenerated}</h3>
      {children}
      {winProbability && <Odds>Chance real de acerto: {formatProbability(winProbability)}</Odds>}
      <Honesty>{messages.signalHonesty}</Honesty>
    </Panel>
  );
}
