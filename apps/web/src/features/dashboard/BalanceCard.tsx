import { commonMessages } from '@velas/domain/messages/common';
import { formatCents } from '@velas/domain/money';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button, InternalButtonLink } from '@velas/web-core/ui/Button';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useMeQuery } from '#/services/accountApi.ts';
import { Loading } from '#/ui/Spinner.tsx';
import { dashboardCopy } from './copy.ts';

const Amount = styled.p`
  font-size: ${({ theme }) => theme.type.xxl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  margin: 0;
`;

/**
 * As tall while loading as with the amount (the loading row is 52 px, the
 * amount's line 32 px × 1.5), so the buttons below stay put.
 */
const AmountSlot = styled.div`
  min-height: 52px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Before KYC passes, 'Verificar identidade' above is the one action that can be done. */
export function BalanceCard({ today }: { today?: ReactNode }) {
  const { data, error, isLoading } = useMeQuery(undefined);
  const verified = data?.kycApproved ?? true;
  const reasonId = useId();
  return (
    <Card aria-labelledby="saldo-atual">
      <CardTitle id="saldo-atual">{dashboardCopy.currentBalance}</CardTitle>
      <AmountSlot>
        {isLoading && <Loading label={commonMessages.loadingInformation} />}
        {error && <Alert>{commonMessages.dashboardProblem}</Alert>}
        {data && <Amount>{formatCents(data.balance)}</Amount>}
        {data && today}
      </AmountSlot>
      {verified ? (
        <Actions>
          <InternalButtonLink to="../deposit" relative="path">
            {dashboardCopy.deposit}
          </InternalButtonLink>
          <InternalButtonLink to="../withdraw" relative="path" $variant="secondary">
            {dashboardCopy.withdraw}
          </InternalButtonLink>
        </Actions>
      ) : (
        <>
          <Actions>
            {[dashboardCopy.deposit, dashboardCopy.withdraw].map((label) => (
              <Button
                key={label}
                type="button"
                $variant="secondary"
                disabled
                aria-describedby={reasonId}
              >
                {label}
              </Button>
            ))}
          </Actions>
          <Muted id={reasonId}>{dashboardCopy.moneyAfterKyc}</Muted>
        </>
      )}
    </Card>
  );
}
