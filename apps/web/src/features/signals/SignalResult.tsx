// The chance comes last, in smaller type, so it cannot read as a tipster's hit
// rate (docs/product/overview.md#honesty-rules).
import { gamesMessages } from '@velas/domain/messages/games';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.div`
  margin-top: 16px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  h3 {
    margin: 0 0 12px;
    font-size: ${({ theme }) => theme.type.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The signal's size: what it does not know, and what the bet does with money. */
const Large = styled.p`
  margin: 12px 0 4px;
  font-size: ${({ theme }) => theme.type.lg};
  font-weight: 700;
  line-height: 1.35;
  font-variant-numeric: tabular-nums;
`;

const Lead = styled(Large)`
  margin-top: 0;
`;

/** The chance and the payout: body size, under the money headline. */
const Odds = styled.p`
  margin: 4px 0 0;
  font-variant-numeric: tabular-nums;
`;

const Honesty = styled.p`
  margin: 8px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface SignalResultProps {
  /** What the draw does not know ("o sinal não sabe onde estão as minas"), read first. */
  lead: string;
  /** What the bet returns on average in money; absent when the game's RTP is unknown or there is no bet. */
  money?: string;
  /** The bet's chance and payout, smaller than the money line; absent for signals with no bet. */
  odds?: string;
  children: ReactNode;
}

export function SignalResult({ lead, money, odds, children }: SignalResultProps) {
  return (
    <Panel role="status">
      <h3>{gamesMessages.signalGenerated}</h3>
      <Lead>{lead}</Lead>
      {children}
      {money && <Large>{money}</Large>}
      {odds && <Odds>{odds}</Odds>}
      <Honesty>{gamesMessages.signalHonesty}</Honesty>
    </Panel>
  );
}
