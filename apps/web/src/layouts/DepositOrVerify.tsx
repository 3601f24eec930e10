// The header's one money action, at the same place on every signed-in screen
// (a pill that came and went between screens read as a broken header):
// Depositar, Verificar before the identity is verified, nothing while every
// deposit is refused (docs/product/layout.md#top-bar-footer-and-theme).
import { Link, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { IdentityVerificationDialog } from '../components/kyc/KycWidgetDialog.tsx';
import { media } from '../core/theme/media.ts';
import { useOpenState } from '../lib/useOpenState.ts';
import { useMeQuery } from '../services/accountApi.ts';
import { useProtectionStatusQuery } from '../services/protectionApi.ts';
import { layoutsCopy } from './copy.ts';

/**
 * Outlined on every screen: the screen's own main action is the filled one.
 */
const outlined = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touch};
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.control};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  ${media.phone} {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
  /* At 360 px the header also holds the wordmark. */
  ${media.narrow} {
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

const Deposit = styled(Link)`
  ${outlined}
`;

const Verify = styled.button`
  ${outlined}
`;

/** Holds the pill's room while the account loads, so nothing shifts when it is known. */
const Placeholder = styled.span`
  ${outlined}
  visibility: hidden;
`;

const DEPOSIT_SCREEN = /\/deposit\/?$/;

export function DepositOrVerify({ prefix }: { prefix: string }) {
  const { pathname } = useLocation();
  const { data: me } = useMeQuery(undefined);
  const { data: protection } = useProtectionStatusQuery(undefined);
  const verification = useOpenState();
  if (me === undefined) return <Placeholder aria-hidden="true">{layoutsCopy.deposit}</Placeholder>;
  const blocked = Boolean(protection?.block) || me.barred !== undefined;
  if (blocked) return null;
  // The dialog outlives the approval that turns Verificar into Depositar: it says what comes next.
  return (
    <>
      {!me.kycApproved ? (
        <Verify type="button" aria-label={layoutsCopy.verifyIdentity} onClick={verification.show}>
          {layoutsCopy.verify}
        </Verify>
      ) : (
        // On the deposit screen it stays, marked as the screen shown.
        <Deposit
          to={`${prefix}/deposit`}
          aria-current={DEPOSIT_SCREEN.test(pathname) ? 'page' : undefined}
        >
          {layoutsCopy.deposit}
        </Deposit>
      )}
      <IdentityVerificationDialog open={verification.open} onClose={verification.hide} />
    </>
  );
}
