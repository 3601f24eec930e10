// The header's one money action:
// Depositar, Verificar before the identity is verified, and nothing where it
// would repeat or every deposit is refused.
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

/** Screens where the header's Depositar would be a second one, or point at itself. */
const OWN_DEPOSIT = /\/(deposit|dashboard)\/?$/;

export function DepositOrVerify({ prefix }: { prefix: string }) {
  const { pathname } = useLocation();
  const { data: me } = useMeQuery(undefined);
  const { data: protection } = useProtectionStatusQuery(undefined);
  const verification = useOpenState();
  const blocked = Boolean(protection?.block) || me?.barred !== undefined;
  if (blocked || OWN_DEPOSIT.test(pathname)) return null;
  if (me?.kycApproved === false)
    return (
      <>
        <Verify type="button" aria-label={layoutsCopy.verifyIdentity} onClick={verification.show}>
          {layoutsCopy.verify}
        </Verify>
        <IdentityVerificationDialog open={verification.open} onClose={verification.hide} />
      </>
    );
  return <Deposit to={`${prefix}/deposit`}>{layoutsCopy.deposit}</Deposit>;
}
