// "Seus saques": the latest withdrawals and the state of each, as the payout
// provider reported it (docs/product.md#wallet-withdrawals). Refreshed every
// few seconds while one is still processing. In a demo, a processing one has
// "Simular falha": the demo payout provider fails it and the money returns.
import { messages } from '@velas/domain/messages';
import { formatCents } from '@velas/domain/money';
import { formatDateAndTime } from '@velas/domain/protection';
import type { WithdrawalStatus } from '@velas/domain/schemas/wallet';
import styled from 'styled-components';
import { usePublicSettings } from '../../../services/settingsApi';
import { useFailSandboxWithdrawalMutation, useWithdrawalsQuery } from '../../../services/walletApi';
import { Button } from '../../../ui/Button';
import { Muted } from '../../../ui/Card';

const POLL_MS = 5000;

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  processing: messages.withdrawStatusProcessing,
  paid: messages.withdrawStatusPaid,
  failed: messages.withdrawStatusFailed,
};

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
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
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
    <section aria-labelledby="seus-saques">
      <h3 id="seus-saques">Seus saques</h3>
      <List>
        {data.data.map((item) => (
          <li key={item.id}>
            <span>
              {formatDateAndTime(Date.parse(item.createdAt))} · {formatCents(item.amount)}
            </span>
            <strong>{WITHDRAWAL_STATUS_LABELS[item.status]}</strong>
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
    </section>
  );
}
