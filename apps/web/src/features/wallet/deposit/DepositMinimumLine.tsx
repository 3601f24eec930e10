// "Por Pix, a partir de R$ 10,00.": the deposit screen's sub-line, with the
// minimum the api enforces (the operator's, docs/product.md#abuse-limits).
import { fill, messages } from '@velas/domain/messages';
import { formatCents } from '@velas/domain/money';
import { useOpenDepositsQuery } from '../../../services/walletApi';
import { Muted } from '../../../ui/Card';

export function DepositMinimumLine() {
  // The same request DepositFlow makes: RTK Query sends it once.
  const { data } = useOpenDepositsQuery(undefined);
  return (
    <Muted data-testid="deposit-minimum">
      {data ? fill(messages.depositSubline, { valor: formatCents(data.minimum) }) : '\u00a0'}
    </Muted>
  );
}
