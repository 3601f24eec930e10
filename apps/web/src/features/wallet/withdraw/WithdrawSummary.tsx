import { WITHDRAW_MINIMUM } from '@velas/domain/constants';
import { protectionMessages } from '@velas/domain/messages/protection';
import { fill } from '@velas/domain/messages/sentences';
import { centsAsMoneyInput, formatCents, toCents, type Cents } from '@velas/domain/money';
import { Button } from '@velas/web-core/ui/Button';
import styled from 'styled-components';
import { withdrawCopy } from './copy.ts';

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.type.sm};
  font-variant-numeric: tabular-nums;
  &:empty {
    margin: 0;
  }
`;

const Leftover = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.type.sm};
  p {
    margin: 0;
  }
`;

/**
 * A rest under the minimum could not leave by itself later: said before the
 * confirmation, with the whole balance one tap away, so no money is left stuck.
 */
export function WithdrawSummary({
  amount,
  balance,
  onWithdrawAll,
}: {
  amount: Cents | null;
  balance: Cents | undefined;
  onWithdrawAll: (input: string) => void;
}) {
  const rest = amount !== null && balance !== undefined ? toCents(balance - amount) : null;
  const stuck = rest !== null && balance !== undefined && rest > 0 && rest < WITHDRAW_MINIMUM;
  return (
    <>
      <Summary aria-live="polite">
        {amount !== null && rest !== null && rest >= 0
          ? fill(protectionMessages.withdrawSummary, {
              valor: formatCents(amount),
              saldo: formatCents(rest),
            })
          : null}
      </Summary>
      {stuck && (
        <Leftover>
          <p>{withdrawCopy.restUnderMinimum(formatCents(rest), formatCents(WITHDRAW_MINIMUM))}</p>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              onWithdrawAll(centsAsMoneyInput(balance));
            }}
          >
            {withdrawCopy.withdrawAll(formatCents(balance))}
          </Button>
        </Leftover>
      )}
    </>
  );
}
