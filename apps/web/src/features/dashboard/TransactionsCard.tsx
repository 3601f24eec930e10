import { DASHBOARD_TRANSACTIONS_PAGE_SIZE } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import type { Transaction } from '@velas/domain/schemas/transactions';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { useState } from 'react';
import styled from 'styled-components';
import { media } from '../../core/theme/media';
import { useSaoPauloToday } from '../../lib/useNow';
import { useTransactionsQuery } from '../../services/walletApi';
import { FigureTable } from '../../ui/FigureTable';
import { SignedMoney } from '../../ui/SignedMoney';
import { Loading } from '../../ui/Spinner';
import { Figure, gridRowsOnPhone } from '../../ui/StackedTable';
import { dashboardCopy } from './copy';
import { TRANSACTIONS_SHOWN_FIRST, shortDateTime, transactionKind } from './transactionRow';

/*
 * A table on wider screens; on a phone each transaction is two lines
 * (docs/design.md#clarity): the game and the signed amount in bold, then the
 * date and what it was, muted, the word under its amount.
 */
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
  }
`;

const More = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(2)};
`;

// docs/product.md#dashboard-home: 'N/A' when there is no game.
const gameName = (transaction: Transaction) => transaction.source?.casino_game?.name ?? 'N/A';

/**
 * 'Últimas transações' (docs/product.md#dashboard-home): the 15 latest casino
 * transactions, the first five at once and the rest behind "Ver todas". The
 * title is the spec's (decisions: copy table); the line under it says they are
 * bets, since every movement is in the statement (Extrato).
 */
export function TransactionsCard() {
  const { data, error, isLoading } = useTransactionsQuery({
    page: 1,
    per_page: DASHBOARD_TRANSACTIONS_PAGE_SIZE,
    source: 'CasinoTransaction',
  });
  const today = useSaoPauloToday();
  const [all, setAll] = useState(false);
  const rows = data?.data ?? [];
  const shown = all ? rows : rows.slice(0, TRANSACTIONS_SHOWN_FIRST);
  return (
    <Card aria-labelledby="ultimas-transacoes">
      <CardTitle id="ultimas-transacoes">{messages.latestTransactions}</CardTitle>
      <Muted>{messages.latestTransactionsScope}</Muted>
      {isLoading && <Loading label={messages.loadingInformation} />}
      {error && (
        <Alert>
          {messages.transactionsLoadFailed} {error.message}
        </Alert>
      )}
      {data && rows.length === 0 && <Muted>{messages.noBetsYet}</Muted>}
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
            {shown.map((transaction) => (
              <tr key={transaction.id}>
                <td className="date">
                  <Figure>{shortDateTime(transaction.created_at, today)}</Figure>
                </td>
                <td className="game">{gameName(transaction)}</td>
                <td className="kind">{transactionKind(transaction)}</td>
                <td className="amount">
                  <SignedMoney cents={transaction.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {rows.length > TRANSACTIONS_SHOWN_FIRST && (
        <More>
          <Button
            type="button"
            $variant="quiet"
            aria-expanded={all}
            aria-controls="transacoes"
            onClick={() => {
              setAll((current) => !current);
            }}
          >
            {all
              ? messages.transactionsShowFewer
              : `${messages.transactionsShowAll} (${String(rows.length)})`}
          </Button>
        </More>
      )}
    </Card>
  );
}
