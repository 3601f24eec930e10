// "Seus saques": the latest withdrawals and the state of each, as the payout
// provider reported it (docs/product.md#wallet-withdrawals). Refreshed every
// few seconds while one is still processing. In a demo, a processing one has
// "Simular falha": the demo payout provider fails it and the money returns.
// One a brake held shows "Em análise" with why (docs/api/money.md#brakes-on-money-out).
import { messages } from '@velas/domain/messages';
import { formatCents } from '@velas/domain/money';
import { formatDateAndTime } from '@velas/domain/protection';
import type { WithdrawalStatus } from '@velas/domain/schemas/wallet';
import styled from 'styled-components';
import { usePublicSettings } from '../../../services/settingsApi';
import { useFailSandboxWithdrawalMutation, useWithdrawalsQuery } from '../../../services/walletApi';
import { Button } from '../../../ui/Button';
import { Card, Muted } from '../../../ui/Card';

const POLL_MS = 5000;

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  processing: messages.withdrawStatusProcessing,
  review: messages.withdrawStatusReview,
  paid: messages.withdrawStatusPaid,
  failed: messages.withdrawStatusFailed,
};

/** Pill colours: paid in gain, processing in warning, failed in loss (with its words). */
const STATUS_TONES: Record<WithdrawalStatus, 'gain' | 'warning' | 'loss'> = {
  processing: 'warning',
  review: 'warning',
  paid: 'gain',
  failed: 'loss',
};

/* Each withdrawal: the amount in bold and its state as a pill, then the date, muted. */
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .amount {
    font-size: ${({ theme }) => theme.type.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .when,
  .why {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

const Pill = styled.span<{ $tone: 'gain' | 'warning' | 'loss' }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border: 1px solid currentColor;
  border-radius: 999px;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.type.sm};
  font-weight: 600;
  white-space: nowrap;
`;

export function WithdrawalsList() {
  const { data } = useWithdrawalsQuery(undefined);
  const processing = data?.data.some((item) => item.status === 'processing') ?? false;
  useWithdrawalsQuery(undefined, {
    pollingInterval: processing ? POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const sandbox = usePublicSettings()?.mode === 'demo';
  const [fail, { isLoading: failing }] = useFailSandboxWithdrawalMutation();
  if (!data || data.data.length === 0) return null;
  return (
    <Card aria-labelledby="seus-saques">
      <h2 id="seus-saques">Seus saques</h2>
      <List>
        {data.data.map((item) => (
          <li key={item.id}>
            <span className="amount">{formatCents(item.amount)}</span>
            <Pill $tone={STATUS_TONES[item.status]}>{WITHDRAWAL_STATUS_LABELS[item.status]}</Pill>
            <span className="when">{formatDateAndTime(Date.parse(item.createdAt))}</span>
            {item.reviewMessage !== null && <span className="why">{item.reviewMessage}</span>}
            {sandbox && item.status === 'processing' && (
              <Button
                type="button"
                $variant="secondary"
                disabled={failing}
                onClick={() => void fail(item.id)}
              >
                Simular falha
              </Button>
            )}
          </li>
        ))}
      </List>
      {processing && (
        <Muted>Um saque em processamento já saiu do seu saldo e aguarda o provedor.</Muted>
      )}
    </Card>
  );
}
