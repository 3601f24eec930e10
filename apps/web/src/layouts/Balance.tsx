import { formatCents } from '@velas/domain/money';
import { IconButton } from '@velas/web-core/ui/Button';
import { RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import { media } from '../core/theme/media.ts';
import { useOpenState } from '../lib/useOpenState.ts';
import { useMeQuery } from '../services/accountApi.ts';
import { Icon } from '../ui/Icon.tsx';
import { layoutsCopy } from './copy.ts';
import { DepositOrVerify } from './DepositOrVerify.tsx';
import type { SignedInSlots } from './signedInSlots.ts';
import { WalletSheet } from './WalletSheet.tsx';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 700;
  white-space: nowrap;
`;

/** The balance is the wallet's handle: a tap opens it (WalletSheet). */
const Figures = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  min-height: ${({ theme }) => theme.touch};
  justify-content: center;
  /* No padding: at 360 px the header holds the wordmark too. */
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.tint};
  }
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
 * screens), a refresh icon and Depositar where it helps (DepositOrVerify). A
 * tap on the figures opens the wallet, as a bank app's balance does.
 */
export function Balance({
  prefix,
  withToday = false,
  SessionClock,
}: { prefix: string; withToday?: boolean } & Pick<SignedInSlots, 'SessionClock'>) {
  const { data, isFetching, refetch } = useMeQuery(undefined);
  const wallet = useOpenState();
  return (
    <Box>
      <Figures
        type="button"
        aria-haspopup="dialog"
        title={layoutsCopy.openWallet}
        onClick={wallet.show}
      >
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
      <WalletSheet
        open={wallet.open}
        onClose={wallet.hide}
        prefix={prefix}
        SessionClock={SessionClock}
      />
    </Box>
  );
}
