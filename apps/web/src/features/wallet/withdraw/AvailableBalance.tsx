import { WITHDRAW_MINIMUM } from '@velas/domain/constants';
import { formatCents, type Cents } from '@velas/domain/money';
import { Muted } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { withdrawCopy } from './copy.ts';

const Available = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  strong {
    font-size: ${({ theme }) => theme.type.xl};
    font-variant-numeric: tabular-nums;
  }
`;

export function AvailableBalance({
  balance,
  belowMinimum,
}: {
  /** Undefined until the balance has answered. */
  balance: Cents | undefined;
  belowMinimum: boolean;
}) {
  return (
    <>
      <Available>
        {withdrawCopy.available}{' '}
        <strong>
          {balance === undefined ? withdrawCopy.availableLoading : formatCents(balance)}
        </strong>
      </Available>
      <Muted>
        {(belowMinimum ? withdrawCopy.belowMinimum : withdrawCopy.minimum)(
          formatCents(WITHDRAW_MINIMUM),
        )}
      </Muted>
    </>
  );
}
