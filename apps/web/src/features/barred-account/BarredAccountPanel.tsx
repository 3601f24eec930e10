import { barredMessages } from '@velas/domain/barred-list';
import { WITHDRAW_MINIMUM } from '@velas/domain/constants';
import { formatCents } from '@velas/domain/money';
import type { MeResponse } from '@velas/domain/schemas/auth';
import { Alert } from '@velas/web-core/ui/Alert';
import { InternalButtonLink } from '@velas/web-core/ui/Button';
import { Card } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { barredAccountCopy } from './copy.ts';

type Barred = NonNullable<MeResponse['barred']>;

const Amount = styled.p`
  font-size: ${({ theme }) => theme.type.xxl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  margin: 0;
`;

/** Nothing here invites them to play again. */
export function BarredAccountPanel({
  barred,
  balance,
}: {
  barred: Barred;
  balance: MeResponse['balance'];
}) {
  const withdrawUntil = Date.parse(barred.withdrawUntil);
  // Below the minimum a withdrawal is refused: the money is sent, not withdrawn.
  const withdrawable = balance >= WITHDRAW_MINIMUM;
  return (
    <Card aria-labelledby="conta-bloqueada">
      <h2 id="conta-bloqueada">{barredMessages.pageTitle}</h2>
      <p>{barredMessages.reason(barred.bases)}</p>
      {balance === 0 ? (
        <Alert tone="warning">{barredMessages.nothingLeft(withdrawUntil)}</Alert>
      ) : (
        <>
          <Alert tone="warning">
            {withdrawable
              ? barredMessages.deadline(withdrawUntil)
              : barredMessages.belowMinimum(formatCents(WITHDRAW_MINIMUM))}
          </Alert>
          {withdrawable && <p>{barredMessages.afterDeadline}</p>}
        </>
      )}
      <p>{barredAccountCopy.currentBalance}</p>
      <Amount>{formatCents(balance)}</Amount>
      {withdrawable && (
        <InternalButtonLink to="../withdraw" relative="path" $block>
          {barredMessages.withdrawAction}
        </InternalButtonLink>
      )}
    </Card>
  );
}
