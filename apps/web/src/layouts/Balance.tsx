import { formatCents } from '@velas/domain/money';
import { IconButton } from '@velas/web-core/ui/Button';
import { RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import { media } from '../core/theme/media.ts';
import { useMeQuery } from '../services/accountApi.ts';
import { Icon } from '../ui/Icon.tsx';
import { layoutsCopy } from './copy.ts';
import { DepositOrVerify } from './DepositOrVerify.tsx';
import type { SignedInSlots } from './signedInSlots.ts';

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
 * "R$ 1.234,56" with the session's time under it (and today's money on wider
 * screens), a refresh icon and Depositar where it helps (DepositOrVerify).
 */
export function Balance({
  prefix,
  withToday = false,
  SessionClock,
}: { prefix: string; withToday?: boolean } & Pick<SignedInSlots, 'SessionClock'>) {
  const { data, isFetching, refetch } = useMeQuery(undefined);
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
        // An icon alone said nothing to a sighted player: its name on hover too.
        title={layoutsCopy.refreshBalance}
        onClick={() => void refetch()}
        disabled={isFetching}
      >
        <Icon icon={RefreshCw} size={18} />
      </Refresh>
      <DepositOrVerify prefix={prefix} />
    </Box>
  );
}
