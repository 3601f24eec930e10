// The api pays only an approved identity, so until then the screen is the reason and the step that lifts it.
import { walletMessages } from '@velas/domain/messages/wallet';
import styled from 'styled-components';
import { VerifyFirst } from '#/components/kyc/VerifyFirst.tsx';

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
