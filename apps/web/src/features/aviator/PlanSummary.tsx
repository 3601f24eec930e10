// The bankroll plan's headline is the expected line: what staking each day's
// goal at the game's RTP leaves on average, large. The plan's compounding
// target is a small line under it, said as what would need every day to go
// right, never a figure as big as the honest one (docs/product.md#bankroll-plan).
import type { BankrollRow } from '@velas/domain/bankroll';
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';
import { fill, messages } from '@velas/domain/messages';
import { formatCents } from '@velas/domain/money';
import styled from 'styled-components';

const Summary = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.tint};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
  }
`;

const Expected = styled.p`
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.type.xl};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Meaning = styled.p`
  margin-top: ${({ theme }) => theme.space(2)} !important;
  font-size: ${({ theme }) => theme.type.sm};
`;

/** Body size, muted: the promise is told, not shown off. */
const Target = styled.p`
  margin-top: ${({ theme }) => theme.space(2)} !important;
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export function PlanSummary({ plan }: { plan: readonly BankrollRow[] }) {
  const last = plan.at(-1);
  if (!last) return null;
  return (
    <Summary>
      <Expected>
        {messages.bankrollExpectedHeadline} <strong>{formatCents(last.expectedBalance)}</strong>
      </Expected>
      <Meaning>{fill(messages.bankrollExpectedMeaning, { rtp: CRASH_RTP_PERCENT })}</Meaning>
      <Target>
        {fill(messages.bankrollPlanTargetLine, { valor: formatCents(last.saldoFinal) })}
      </Target>
    </Summary>
  );
}
