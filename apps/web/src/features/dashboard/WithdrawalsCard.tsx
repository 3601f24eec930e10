import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents, toCents } from '@velas/domain/money';
import { Alert } from '@velas/web-core/ui/Alert';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { lazy } from 'react';
import styled from 'styled-components';
import { useSaoPauloToday } from '#/lib/useNow.ts';
import { useTransactionsQuery } from '#/services/walletApi.ts';
import { LazyChart } from '#/ui/LazyChart.tsx';
import { Loading } from '#/ui/Spinner.tsx';
import { dashboardCopy } from './copy.ts';
import {
  recentDays,
  totalProcessing,
  totalWithdrawn,
  withdrawalsByDate,
} from './withdrawalsByDate.ts';

const WithdrawalsChart = lazy(() => import('./WithdrawalsChart.tsx'));
/** WithdrawalsChart's height. */
const CHART_HEIGHT = 260;

const Amount = styled.p`
  font-size: 1.6rem;
  font-weight: 700;
  margin: 0 0 12px;
`;

/**
 * While loading, the box of a player with withdrawals (the total's line and
 * the chart), so the cards below do not move when the figures arrive.
 */
const LoadingReserve = styled.div`
  min-height: calc(1.6rem * 1.5 + 12px + ${CHART_HEIGHT}px);
`;

export function WithdrawalsCard() {
  const { data, error, isLoading } = useTransactionsQuery({ page: 1, source: 'Withdraw' });
  const today = useSaoPauloToday();
  const paidDays = data ? withdrawalsByDate(data.data) : [];
  const days = recentDays(paidDays, today);
  const paidRecently = days.some((day) => day.total > 0);
  const processing = data ? totalProcessing(data.data) : 0;
  return (
    <Card aria-labelledby="total-saques">
      <CardTitle id="total-saques">{dashboardCopy.withdrawalsTotal}</CardTitle>
      {isLoading && (
        <LoadingReserve>
          <Loading label={commonMessages.loadingInformation} />
        </LoadingReserve>
      )}
      {error && <Alert>{commonMessages.dashboardProblem}</Alert>}
      {data && (
        <>
          <Amount>{formatCents(totalWithdrawn(data.data))}</Amount>
          <Muted>{dashboardCopy.withdrawalsNote}</Muted>
          {processing > 0 && (
            <Muted>
              {walletMessages.withdrawStatusProcessing}: {formatCents(toCents(processing))}
            </Muted>
          )}
          {paidDays.length === 0 && <Muted>{dashboardCopy.noWithdrawals}</Muted>}
          {paidDays.length > 0 && !paidRecently && (
            <Muted>{dashboardCopy.noRecentWithdrawals}</Muted>
          )}
          {paidRecently && (
            <figure aria-label={dashboardCopy.withdrawalsByDate} style={{ margin: 0 }}>
              <Muted as="figcaption">{dashboardCopy.withdrawalsPeriod}</Muted>
              <LazyChart height={CHART_HEIGHT}>
                <WithdrawalsChart days={days} />
              </LazyChart>
            </figure>
          )}
        </>
      )}
    </Card>
  );
}
