import { formatDatePtBr, toSaoPaulo } from '@velas/domain/calendar';
import { DASHBOARD_TRANSACTIONS_PAGE_SIZE } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { formatCents } from '@velas/domain/money';
import type { Transaction } from '@velas/domain/schemas/transactions';
import styled from 'styled-components';
import { useTransactionsQuery } from '../../services/walletApi';
import { Alert } from '../../ui/Alert';
import { Card, CardTitle, Muted } from '../../ui/Card';
import { Loading } from '../../ui/Spinner';
import { Figure, StackedTable } from '../../ui/StackedTable';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled(StackedTable)`
  th,
  td {
    padding: 10px 8px;
  }
  th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
`;

// docs/product.md#dashboard-home: 'N/A' when there is no game. (The domain's
// transactionGameName says the same but lives beside zod schemas, which this
// chunk does not need.)
const gameName = (transaction: Transaction) => transaction.source?.casino_game?.name ?? 'N/A';

function dateTime(iso: string): string {
  const local = toSaoPaulo(new Date(iso));
  return `${formatDatePtBr(local.date)} ${local.time.slice(0, 5)}`;
}

/** 'Últimas transações' (docs/product.md#dashboard-home): the 15 latest casino transactions. */
export function TransactionsCard() {
  const { data, error, isLoading } = useTransactionsQuery({
    page: 1,
    per_page: DASHBOARD_TRANSACTIONS_PAGE_SIZE,
    source: 'CasinoTransaction',
  });
  return (
    <Card aria-labelledby="ultimas-transacoes">
      <CardTitle id="ultimas-transacoes">Últimas transações</CardTitle>
      {isLoading && <Loading label={messages.loadingInformation} />}
      {error && (
        <Alert>
          {messages.transactionsLoadFailed} {error.message}
        </Alert>
      )}
      {data && data.data.length === 0 && <Muted>Nenhuma transação ainda.</Muted>}
      {data && data.data.length > 0 && (
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Jogo</th>
                <th scope="col">Valor (R$)</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((transaction) => (
                <tr key={transaction.id}>
                  <td>
                    <Figure>{dateTime(transaction.created_at)}</Figure>
                  </td>
                  <td data-label="Jogo">{gameName(transaction)}</td>
                  <td data-label="Valor">
                    <Figure>{formatCents(transaction.amount)}</Figure>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Card>
  );
}
