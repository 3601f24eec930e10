import { formatCents } from '@velas/domain/money';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useMeQuery } from '../services/accountApi';
import { Icon } from '../ui/Icon';
import { media } from '../core/theme/media';
import { IconButton } from '../ui/Button';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 700;
  white-space: nowrap;
`;

const Amount = styled.span`
  font-size: ${({ theme }) => theme.type.md};
  font-variant-numeric: tabular-nums;
  ${media.narrow} {
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

const Refresh = styled(IconButton)`
  color: ${({ theme }) => theme.colors.muted};
`;

const Deposit = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touch};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  ${media.phone} {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`;

/** "R$ 1.234,56", a refresh icon and Depositar (docs/product.md#top-bar-footer-and-theme). */
export function Balance({ prefix }: { prefix: string }) {
  const { data, isFetching, refetch } = useMeQuery(undefined);
  return (
    <Box>
      <Amount aria-live="polite" aria-label="Saldo">
        {data ? formatCents(data.balance) : 'R$ …'}
      </Amount>
      <Refresh
        type="button"
        aria-label="Atualizar saldo"
        onClick={() => void refetch()}
        disabled={isFetching}
      >
        <Icon icon={RefreshCw} size={18} />
      </Refresh>
      <Deposit to={`${prefix}/deposit`}>Depositar</Deposit>
    </Box>
  );
}
