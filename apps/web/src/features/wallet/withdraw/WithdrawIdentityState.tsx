// Whether this player may withdraw, said on the screen before they try
// (docs/product.md#wallet-withdrawals): the api pays a withdrawal only to an
// approved identity (document and selfie, the KYC); it keeps no separate
// facial-verification state, so these say the KYC's. Before it passes the
// screen is one state, the reason and the step that lifts it, instead of a
// form that invites a withdrawal that cannot happen.
import { walletMessages } from '@velas/domain/messages/wallet';
import styled from 'styled-components';
import { VerifyFirst } from '../../../components/kyc/VerifyFirst';

const Line = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.gain};
`;

/** Over the form of a verified player. */
export function IdentityDoneLine() {
  return <Line data-testid="identity-status">{walletMessages.faceVerificationDone}</Line>;
}

/** In the form's place; the dialog stays with the screen, outside what the verdict replaces. */
export function VerifyToWithdraw({ onVerify }: { onVerify: () => void }) {
  return <VerifyFirst reason={walletMessages.withdrawNeedsKycFirst} onVerify={onVerify} />;
}
