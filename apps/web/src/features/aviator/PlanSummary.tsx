// The expected line is the headline; the compounding target is a small line
// under it, never a figure as big as the honest one.
import {
  BANKROLL_PROFILES,
  bankrollRunsOut,
  type BankrollProfile,
  type BankrollRow,
} from '@velas/domain/bankroll';
import { formatDatePtBr } from '@velas/domain/calendar';
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { fill } from '@velas/domain/messages/sentences';
import { formatCents } from '@velas/domain/money';
import styled from 'styled-components';

const Summary = styled.div`
  margin: ${({ theme }) => theme.space(4)} 0 0;
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

/** The day the bankroll runs out: as plain as the headline, in the warning colour. */
const RunsOut = styled.p`
  margin-top: ${({ theme }) => theme.space(2)} !important;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.warning};
`;

/** Body size, muted: the promise is told, not shown off. */
const Target = styled.p`
  margin-top: ${({ theme }) => theme.space(2)} !important;
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export function PlanSummary({
  plan,
  profile,
}: {
  plan: readonly BankrollRow[];
  /** The plan's profile: its day's goal is said in the headline. */
  profile: BankrollProfile;
}) {
  const last = plan.at(-1);
  if (!last) return null;
  const runsOut = bankrollRunsOut(plan);
  return (
    <Summary>
      <Expected>
        {fill(plainWordsMessages.bankrollExpectedHeadline, { meta: BANKROLL_PROFILES[profile] })}{' '}
        <strong>{formatCents(last.expectedBalance)}</strong>
      </Expected>
      {runsOut && (
        <RunsOut>
          {fill(plainWordsMessages.bankrollRunsOut, {
            dia: runsOut.day,
            data: formatDatePtBr(runsOut.date),
          })}
        </RunsOut>
      )}
      <Meaning>
        {fill(plainWordsMessages.bankrollExpectedMeaning, { rtp: CRASH_RTP_PERCENT })}
      </Meaning>
      <Target>
        {fill(plainWordsMessages.bankrollPlanTargetLine, {
          valor: formatCents(last.closingBalance),
        })}
      </Target>
    </Summary>
  );
}
