import { formatCents } from '@velas/domain/money';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useMeQuery } from '../services/accountApi';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/Button';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  font-weight: 700;
  white-space: nowrap;
`;

const Deposit = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 14px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.success};
  color: #1e1e2f;
  font-weight: 700;
  text-decoration: none;
`;

/** "R$ 1.234,56", a refresh icon and Depositar (spec §1). */
export function Balance({ prefix }: { prefix: string }) {
  const { data, isFetching, refetch } = useMeQuery(undefined);
  return (
    <Box>
      <span aria-live="polite" aria-label="Saldo">
        {data ? formatCents(data.balance) : 'R$ …'}
      </span>
      <IconButton
        type="button"
        aria-label="Atualizar saldo"
        onClick={() => void refetch()}
        disabled={isFetching}
      >
        <Icon name="refresh" size={18} />
      </IconButton>
      <Deposit to={`${prefix}/deposit`}>Depositar</Deposit>
    </Box>
  );
}
