import { lossLimitCountSentence } from '@velas/domain/messages/sentences';
import { formatCents } from '@velas/domain/money';
import { formatDateAndTime } from '@velas/domain/protection';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import styled from 'styled-components';
import { responsiblePlayCopy } from './copy.ts';
import { Hint } from './limitsLook.ts';

const Usage = styled.div`
  margin: ${({ theme }) => theme.space(3)} 0;
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  progress {
    width: 100%;
    height: 8px;
    margin: ${({ theme }) => theme.space(1)} 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

type Limits = NonNullable<ProtectionStatus['limits']>;
type Period = NonNullable<ProtectionStatus['period']>;

/** What the loss limit counts this period, in words: here and behind the deposit's fold. */
export function lossLimitCount(limits: Limits, period: Period): string {
  return lossLimitCountSentence(
    {
      period: limits.lossPeriod,
      net: period.net,
      limit: limits.lossLimit,
      awaiting: period.awaiting,
    },
    formatCents,
  );
}

export function LossLimitUsage({ limits, period }: { limits: Limits; period: Period }) {
  return (
    <Usage data-testid="loss-limit-usage">
      <p>{lossLimitCount(limits, period)}</p>
      <Hint>{responsiblePlayCopy.lossLimitCounts}</Hint>
      <progress
        max={limits.lossLimit}
        value={Math.min(Math.max(0, period.net), limits.lossLimit)}
        aria-label={responsiblePlayCopy.lossLimitGauge}
      />
      <small>{responsiblePlayCopy.renewsAt(formatDateAndTime(Date.parse(period.renewsAt)))}</small>
    </Usage>
  );
}
