import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents } from '@velas/domain/money';
import { Alert } from '@velas/web-core/ui/Alert';
import styled from 'styled-components';
import { depositCopy } from './copy.ts';
import { PixReceipt } from './PixReceipt.tsx';
import { formatTimeLeft } from './useCountdown.ts';
import type { ChargePhase, PixCharge } from './usePixCharge.ts';

const Status = styled.p<{ $phase: ChargePhase }>`
  margin: 0;
  font-weight: 700;
  color: ${({ theme, $phase }) =>
    $phase === 'paid'
      ? theme.colors.gain
      : $phase === 'pending'
        ? theme.colors.warning
        : theme.colors.muted};
`;

const statusTexts: Record<ChargePhase, string> = {
  paid: walletMessages.pixPaid,
  cancelled: walletMessages.recordCancelled,
  expired: walletMessages.recordExpired,
  pending: walletMessages.pixPending,
};

export function PixChargeStatus({ charge }: { charge: PixCharge }) {
  const { deposit, phase } = charge;
  return (
    <>
      <p>
        {depositCopy.amount} <strong>{formatCents(deposit.amount)}</strong>
      </p>
      <Status $phase={phase} role="status">
        {statusTexts[phase]}
      </Status>
      {phase === 'pending' && (
        <p>
          {walletMessages.pixDeadline}{' '}
          <strong aria-label={depositCopy.timeLeftLabel}>
            {formatTimeLeft(charge.secondsLeft)}
          </strong>
        </p>
      )}
      {phase === 'expired' && <Alert tone="warning">{walletMessages.depositExpired}</Alert>}
      {phase === 'cancelled' && <Alert tone="warning">{walletMessages.depositCancelled}</Alert>}
      {phase === 'paid' && <Alert tone="success">{depositCopy.paidAlert}</Alert>}
      {phase === 'paid' && <PixReceipt deposit={deposit} />}
    </>
  );
}
