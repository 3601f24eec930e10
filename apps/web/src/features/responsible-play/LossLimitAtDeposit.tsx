// A refusal should never be the first time a player hears of the limit, yet
// four lines of accounting before the amount field buried the field: the
// limit in one short line, its full count one tap away
// (docs/product/player-protection.md#loss-limit).
import { formatCents } from '@velas/domain/money';
import { LOSS_PERIOD_LABELS } from '@velas/domain/protection';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useProtectionStatusQuery } from '#/services/protectionApi.ts';
import { disclosureSummary } from '#/ui/disclosure.ts';
import { responsiblePlayCopy } from './copy.ts';
import { lossLimitCount } from './LossLimitUsage.tsx';
import { RESPONSIBLE_PLAY_PATH } from './ProtectionWatch.tsx';

const Block = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.type.sm};
  font-variant-numeric: tabular-nums;
  p {
    margin: 0;
  }
  ${disclosureSummary}
  details > p {
    margin-bottom: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
  }
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
  const { limits, period } = data;
  return (
    <Block data-testid="loss-limit-at-deposit">
      {/* The setting, never what it "still lets you deposit": on the screen
          where money goes in, that read as an invitation. The most that fits
          now is said by the quick amounts it switches off. */}
      <p>
        {responsiblePlayCopy.lossLimitShort(
          formatCents(limits.lossLimit),
          LOSS_PERIOD_LABELS[limits.lossPeriod],
        )}
      </p>
      <details>
        <summary>{responsiblePlayCopy.lossLimitMore}</summary>
        <p data-testid="loss-limit-count">{lossLimitCount(limits, period)}</p>
        <Link to={RESPONSIBLE_PLAY_PATH}>{responsiblePlayCopy.adjustLimits}</Link>
      </details>
    </Block>
  );
}
