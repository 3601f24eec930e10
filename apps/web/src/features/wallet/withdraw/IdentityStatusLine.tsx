// Whether this player may withdraw, said on the screen before they try
// (docs/product.md#wallet-withdrawals): the api pays a withdrawal only to an
// approved identity (document and selfie, the KYC); it keeps no separate
// facial-verification state, so this line says the KYC's.
import { messages } from '@velas/domain/messages';
import styled from 'styled-components';
import { useKycStatusQuery } from '../../../services/kycApi';

const Line = styled.p<{ $done: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-weight: 600;
  color: ${({ theme, $done }) => ($done ? theme.colors.gain : theme.colors.warning)};
`;

export function IdentityStatusLine() {
  const { data } = useKycStatusQuery(undefined);
  if (!data) return null;
  return (
    <Line $done={data.isApproved} data-testid="identity-status">
      {data.isApproved ? messages.faceVerificationDone : messages.faceVerificationNeeded}
    </Line>
  );
}
