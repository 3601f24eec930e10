import { protectionMessages } from '@velas/domain/messages/protection';
import { fill } from '@velas/domain/messages/sentences';
import { formatCents, toCents, type Cents } from '@velas/domain/money';
import styled from 'styled-components';

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.type.sm};
  font-variant-numeric: tabular-nums;
  &:empty {
    margin: 0;
  }
`;

export function WithdrawSummary({
  amount,
  balance,
}: {
  amount: Cents | null;
  balance: Cents | undefined;
}) {
  return (
    <Summary aria-live="polite">
      {amount !== null && balance !== undefined && amount <= balance
        ? fill(protectionMessages.withdrawSummary, {
            valor: formatCents(amount),
            saldo: formatCents(toCents(balance - amount)),
          })
        : null}
    </Summary>
  );
}
