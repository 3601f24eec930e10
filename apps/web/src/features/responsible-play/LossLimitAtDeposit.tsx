// A refusal should never be the first time a player hears of the limit.
import { lossLimitCountSentence } from '@velas/domain/messages/sentences';
import { formatCents } from '@velas/domain/money';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useProtectionStatusQuery } from '#/services/protectionApi.ts';
import { responsiblePlayCopy } from './copy.ts';
import { RESPONSIBLE_PLAY_PATH } from './ProtectionWatch.tsx';

const Line = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.type.sm};
  font-variant-numeric: tabular-nums;
  /* On a line of its own: a 44 px target inside the sentence's line would
     double that line's height wherever the sentence wraps. */
  a {
    display: flex;
    width: fit-content;
    align-items: center;
    min-height: ${({ theme }) => theme.touch};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function LossLimitAtDeposit() {
  const { data } = useProtectionStatusQuery(undefined);
  if (!data?.limits || !data.period) return null;
  return (
    <Line data-testid="loss-limit-at-deposit">
      {lossLimitCountSentence(
        {
          period: data.limits.lossPeriod,
          net: data.period.net,
          limit: data.limits.lossLimit,
          awaiting: data.period.awaiting,
        },
        formatCents,
      )}{' '}
      <Link to={RESPONSIBLE_PLAY_PATH}>{responsiblePlayCopy.adjustLimits}</Link>
    </Line>
  );
}
