import { formatCents } from '@velas/domain/money';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { media } from '../core/theme/media';
import { SessionClock } from '../features/responsible-play/SessionClock';
import { useMeQuery } from '../services/accountApi';
import { useProtectionStatusQuery } from '../services/protectionApi';
import { IconButton } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { layoutsCopy } from './copy';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 700;
  white-space: nowrap;
`;

const Figures = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
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

/**
 * Outlined on every screen: the screen's own main action is the filled one
 * (docs/product.md#top-bar-footer-and-theme).
 */
const Deposit = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touch};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.control};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  text-decoration: none;
  ${media.phone} {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
  /* At 360 px the header also holds the wordmark. */
  ${media.narrow} {
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

/**
 * "R$ 1.234,56" with the session's time under it (and today's money on wider
 * screens), a refresh icon and Depositar (docs/product.md#top-bar-footer-and-theme).
 */
export function Balance({ prefix, withToday = false }: { prefix: string; withToday?: boolean }) {
  const { data, isFetching, refetch } = useMeQuery(undefined);
  const { data: protection } = useProtectionStatusQuery(undefined);
  // Depositar is outlined on every screen, so it never competes with a
  // screen's own filled action, and gone while a pause, a self-exclusion or the
  // regulator's bar refuses every deposit anyway (docs/product.md#top-bar-footer-and-theme).
  const blocked = Boolean(protection?.block) || data?.barred !== undefined;
  return (
    <Box>
      <Figures>
        <Amount aria-live="polite" aria-label={layoutsCopy.balance}>
          {data ? formatCents(data.balance) : 'R$ …'}
        </Amount>
        <SessionClock withToday={withToday} />
      </Figures>
      <Refresh
        type="button"
        aria-label={layoutsCopy.refreshBalance}
        onClick={() => void refetch()}
        disabled={isFetching}
      >
        <Icon icon={RefreshCw} size={18} />
      </Refresh>
      {!blocked && <Deposit to={`${prefix}/deposit`}>{layoutsCopy.deposit}</Deposit>}
    </Box>
  );
}
