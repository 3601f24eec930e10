import { messages } from '@velas/domain/messages';
import { formatCents } from '@velas/domain/money';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useMeQuery } from '../../services/accountApi';
import { Alert } from '../../ui/Alert';
import { Card, CardTitle } from '../../ui/Card';
import { Loading } from '../../ui/Spinner';

const Amount = styled.p`
  font-size: 1.8rem;
  font-weight: 700;
  margin: 0 0 12px;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

export function BalanceCard() {
  const { data, error, isLoading } = useMeQuery(undefined);
  return (
    <Card aria-labelledby="saldo-atual">
      <CardTitle id="saldo-atual">Saldo Atual</CardTitle>
      {isLoading && <Loading label={messages.loadingInformation} />}
      {error && <Alert>{messages.dashboardProblem}</Alert>}
      {data && <Amount>{formatCents(data.balance)}</Amount>}
      <Actions>
        <Link to="../deposit" relative="path">
          Depositar
        </Link>
        <Link to="../withdraw" relative="path">
          Sacar
        </Link>
      </Actions>
    </Card>
  );
}
