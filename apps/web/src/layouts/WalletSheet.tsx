// The wallet in one sheet, opened from the header's balance on every screen,
// a game's included: the balance, Depositar and Sacar side by side, and the
// statement (docs/product/wallet.md#wallet-sheet). The gates are the header's:
// before the identity check the one action is that check; a pause or an
// exclusion takes Depositar away, never Sacar.
import { formatCents } from '@velas/domain/money';
import { Button, InternalButtonLink } from '@velas/web-core/ui/Button';
import { Dialog } from '@velas/web-core/ui/Dialog';
import { Link } from 'react-router';
import styled from 'styled-components';
import { IdentityVerificationDialog } from '../components/kyc/KycWidgetDialog.tsx';
import { useOpenState } from '../lib/useOpenState.ts';
import { useMeQuery } from '../services/accountApi.ts';
import { useProtectionStatusQuery } from '../services/protectionApi.ts';
import { layoutsCopy } from './copy.ts';
import type { SignedInSlots } from './signedInSlots.ts';

const Hero = styled.p`
  margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  font-size: ${({ theme }) => theme.type.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** The header's one-line clock, here with room to wrap into a sentence. */
const Today = styled.div`
  span {
    white-space: normal;
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(3)}`};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`;

interface WalletSheetProps extends Pick<SignedInSlots, 'SessionClock'> {
  open: boolean;
  onClose: () => void;
  prefix: string;
}

export function WalletSheet({ open, onClose, prefix, SessionClock }: WalletSheetProps) {
  const { data: me } = useMeQuery(undefined);
  const { data: protection } = useProtectionStatusQuery(undefined);
  const verification = useOpenState();
  const blocked = Boolean(protection?.block) || me?.barred !== undefined;
  const verify = () => {
    onClose();
    verification.show();
  };
  return (
    <>
      <Dialog open={open} onClose={onClose} title={layoutsCopy.wallet}>
        <Hero aria-label={layoutsCopy.balance}>{me ? formatCents(me.balance) : 'R$ …'}</Hero>
        <Today>
          <SessionClock withToday />
        </Today>
        {me?.kycApproved === false ? (
          <>
            <Note>{layoutsCopy.walletAfterVerification}</Note>
            <Actions>
              <Button type="button" onClick={verify}>
                {layoutsCopy.verifyIdentity}
              </Button>
            </Actions>
          </>
        ) : (
          <Actions>
            {!blocked && (
              <InternalButtonLink to={`${prefix}/deposit`} onClick={onClose}>
                {layoutsCopy.deposit}
              </InternalButtonLink>
            )}
            <InternalButtonLink to={`${prefix}/withdraw`} onClick={onClose} $variant="secondary">
              {layoutsCopy.withdraw}
            </InternalButtonLink>
          </Actions>
        )}
        <Link to={`${prefix}/extrato`} onClick={onClose}>
          {layoutsCopy.statement}
        </Link>
      </Dialog>
      <IdentityVerificationDialog open={verification.open} onClose={verification.hide} />
    </>
  );
}
