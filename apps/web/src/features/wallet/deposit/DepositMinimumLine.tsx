// With the withdrawal's minimum, so no one deposits less than they could take out without knowing it.
import { WITHDRAW_MINIMUM } from '@velas/domain/constants';
import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents } from '@velas/domain/money';
import { Muted } from '@velas/web-core/ui/Card';
import { useOpenDepositsQuery } from '#/services/walletApi.ts';
import { depositCopy } from './copy.ts';

export function DepositMinimumLine() {
  // The same request DepositFlow makes: RTK Query sends it once.
  const { data } = useOpenDepositsQuery(undefined);
  return (
    <Muted data-testid="deposit-minimum">
      {data && `${fill(walletMessages.depositSubline, { valor: formatCents(data.minimum) })} `}
      {depositCopy.withdrawMinimum(formatCents(WITHDRAW_MINIMUM))}
    </Muted>
  );
}
