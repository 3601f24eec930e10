import { DASHBOARD_TRANSACTIONS_PAGE_SIZE } from '@velas/domain/constants';
import { commonMessages } from '@velas/domain/messages/common';
import { protectionMessages } from '@velas/domain/messages/protection';
import { walletMessages } from '@velas/domain/messages/wallet';
import { STATEMENT_PATH } from '@velas/domain/routes';
import { Alert } from '@velas/web-core/ui/Alert';
import { InternalButtonLink } from '@velas/web-core/ui/Button';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { media } from '#/core/theme/media.ts';
import { useSaoPauloToday } from '#/lib/useNow.ts';
import { useTransactionsQuery } from '#/services/walletApi.ts';
import { FigureTable } from '#/ui/FigureTable.ts';
import { SignedMoney } from '#/ui/SignedMoney.tsx';
import { Loading } from '#/ui/Spinner.tsx';
import { Figure, gridRowsOnPhone } from '#/ui/StackedTable.ts';
import { dashboardCopy } from './copy.ts';
import { shortDateTime, transactionKind, transactionName } from './transactionRow.ts';

/* On a phone each transaction is two lines, read as the Extrato's. */
const Table = styled(FigureTable)`
  th,
  td {
    padding: 10px 8px;
  }
  th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  /* The game is a name: read from the start, like the date. */
  th:nth-child(2),
  td.game {
    text-align: start;
  }
  td.kind {
    color: ${({ theme }) => theme.colors.muted};
  }
  ${gridRowsOnPhone(`'game amount' 'date kind'`)}
  ${media.phone} {
    td.game {
      grid-area: game;
      font-weight: 600;
    }
    td.kind {
      grid-area: kind;
      font-size: ${({ theme }) => theme.type.sm};
      text-align: end;
    }
    tr.game-entry td.kind {
      grid-area: game;
      color: inherit;
      font-size: inherit;
      font-weight: 600;
      text-align: start;
    }
    tr.game-entry td.game {
      grid-area: kind;
      color: ${({ theme }) => theme.colors.muted};
      font-size: ${({ theme }) => theme.type.sm};
      font-weight: 400;
      text-align: end;
    }
  }
`;

const More = styled.p`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(2)};
`;

export function TransactionsCard() {
  const { data, error, isLoading } = useTransactionsQuery({
    page: 1,
    per_page: DASHBOARD_TRANSACTIONS_PAGE_SIZE,
  });
  const today = useSaoPauloToday();
  const rows = data?.data ?? [];
  return (
    <Card aria-labelledby="ultimas-transacoes">
      <CardTitle id="ultimas-transacoes">{walletMessages.latestTransactions}</CardTitle>
      <Muted>{walletMessages.latestTransactionsScope}</Muted>
      {isLoading && <Loading label={commonMessages.loadingInformation} />}
      {error && (
        <Alert>
          {commonMessages.transactionsLoadFailed} {error.message}
        </Alert>
      )}
      {data && rows.length === 0 && <Muted>{walletMessages.noTransactionsYet}</Muted>}
      {rows.length > 0 && (
        <Table id="transacoes">
          <thead>
            <tr>
              <th scope="col">{dashboardCopy.dateColumn}</th>
              <th scope="col">{dashboardCopy.gameColumn}</th>
              <th scope="col">{dashboardCopy.kindColumn}</th>
              <th scope="col">{dashboardCopy.amountColumn}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((transaction) => (
              <tr
                key={transaction.id}
                className={transaction.type === 'CasinoTransaction' ? 'game-entry' : undefined}
              >
                <td className="date">
                  <Figure>{shortDateTime(transaction.created_at, today)}</Figure>
                </td>
                <td className="game">{transactionName(transaction)}</td>
                <td className="kind">{transactionKind(transaction)}</td>
                <td className="amount">
                  <SignedMoney cents={transaction.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {rows.length > 0 && (
        <More>
          <InternalButtonLink to={STATEMENT_PATH} $variant="quiet">
            {protectionMessages.transactionsShowAll}
          </InternalButtonLink>
        </More>
      )}
    </Card>
  );
}
