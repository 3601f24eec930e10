import { Card, Muted } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { KycWidgetDialog } from '../../../components/kyc/KycWidgetDialog';
import { SupportLink } from '../../../components/support/SupportLink';
import { withdrawCopy } from '../../../features/wallet/withdraw/copy';
import { IdentityStatusLine } from '../../../features/wallet/withdraw/IdentityStatusLine';
import { WithdrawalsList } from '../../../features/wallet/withdraw/WithdrawalsList';
import { WithdrawForm } from '../../../features/wallet/withdraw/WithdrawForm';
import { useOpenState } from '../../../lib/useOpenState';
import { useKycStatusQuery } from '../../../services/kycApi';

/* The form's card, then "Seus saques" in a card of its own (docs/design.md#clarity). */
const Narrow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 520px;
  margin: 0 auto;
`;

const Extras = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 16px;
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

/* A quiet link, not a second button: no player needs it to withdraw. */
const FaceLink = styled.button`
  min-height: ${({ theme }) => theme.touch};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: underline;
  cursor: pointer;
`;

export default function WithdrawScreen() {
  const face = useOpenState();
  const { data: kyc } = useKycStatusQuery(undefined);
  const offerFace = kyc !== undefined && !kyc.isApproved;
  return (
    <Narrow>
      <Card aria-labelledby="saque-titulo">
        <h2 id="saque-titulo">{withdrawCopy.title}</h2>
        <IdentityStatusLine />
        <WithdrawForm />
        <Extras>
          <SupportLink message={withdrawCopy.supportMessage} />
          {/* The api keeps no state for the face flow and the withdrawal does
              not depend on it (docs/product.md#wallet-withdrawals): offered
              quietly, never as a step, and not at all to a verified player,
              for whom it does nothing. */}
          {offerFace && (
            <FaceLink type="button" onClick={face.show}>
              {withdrawCopy.faceVerificationOptional}
            </FaceLink>
          )}
        </Extras>
        {offerFace && <Muted>{withdrawCopy.faceVerificationPurpose}</Muted>}
      </Card>
      <WithdrawalsList />
      <KycWidgetDialog
        open={face.open}
        onClose={face.hide}
        flow="kyc-faceindex"
        title={withdrawCopy.faceVerification}
      />
    </Narrow>
  );
}
