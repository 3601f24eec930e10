import { formatCents } from '@velas/domain/money';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useTransactionsQuery } from '../../services/walletApi';
import { Alert } from '../../ui/Alert';
import { Card, CardTitle, Muted } from '../../ui/Card';
import { Loading } from '../../ui/Spinner';
import { messages } from '@velas/domain/messages';
import { totalWithdrawn, withdrawalsByDate } from './withdrawalsByDate';

const WithdrawalsChart = lazy(() => import('./WithdrawalsChart'));

const Amount = styled.p`
  font-size: 1.6rem;
  font-weight: 700;
  margin: 0 0 12px;
`;

/** 'Total de Saques' and the withdrawals-per-date bar chart (docs/product.md#dashboard-home). */
export function WithdrawalsCard() {
  const { data, error, isLoading } = useTransactionsQuery({ page: 1, source: 'Withdraw' });
  const days = data ? withdrawalsByDate(data.data) : [];
  return (
    <Card aria-labelledby="total-saques">
      <CardTitle id="total-saques">Total de Saques</CardTitle>
      {isLoading && <Loading label={messages.loadingInformation} />}
      {error && <Alert>{messages.dashboardProblem}</Alert>}
      {data && (
        <>
          <Amount>{formatCents(totalWithdrawn(data.data))}</Amount>
          {days.length === 0 ? (
            <Muted>Nenhum saque ainda.</Muted>
          ) : (
            <Suspense fallback={<Loading label="Carregando gráfico..." />}>
              <figure aria-label="Saques por data" style={{ margin: 0 }}>
                <WithdrawalsChart days={days} />
              </figure>
            </Suspense>
          )}
        </>
      )}
    </Card>
  );
}
