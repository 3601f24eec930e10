import { commonMessages } from '@velas/domain/messages/common';
import { Card, Muted } from '@velas/web-core/ui/Card';
import { useState } from 'react';
import styled from 'styled-components';
import {
  IdentityVerificationDialog,
  KycWidgetDialog,
} from '../../../components/kyc/KycWidgetDialog';
import { SupportLink } from '../../../components/support/SupportLink';
import { withdrawCopy } from '../../../features/wallet/withdraw/copy';
import { WithdrawalsList } from '../../../features/wallet/withdraw/WithdrawalsList';
import { WithdrawForm } from '../../../features/wallet/withdraw/WithdrawForm';
import {
  IdentityDoneLine,
  VerifyToWithdraw,
} from '../../../features/wallet/withdraw/WithdrawIdentityState';
import { useOpenState } from '../../../lib/useOpenState';
import { useKycStatusQuery } from '../../../services/kycApi';
import { Loading } from '../../../ui/Spinner';

/*
 * The form's card, then "Seus saques" in a card of its own (docs/design.md#clarity),
 * which leaves out the withdrawal whose receipt the form's card shows.
 */
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
  const verification = useOpenState();
  const { data: kyc, isLoading } = useKycStatusQuery(undefined);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  // Withdrawals need an approved identity: until then one state card, not
  // the form. An unanswered status shows the form; the api still refuses.
  const needsVerification = kyc !== undefined && !kyc.isApproved;
  return (
    <Narrow>
      <Card aria-labelledby="saque-titulo">
        <h2 id="saque-titulo">{withdrawCopy.title}</h2>
        {isLoading ? (
          <Loading label={commonMessages.loadingInformation} />
        ) : needsVerification ? (
          <VerifyToWithdraw onVerify={verification.show} />
        ) : (
          <>
            {kyc?.isApproved && <IdentityDoneLine />}
            <WithdrawForm onReceipt={setReceiptId} />
          </>
        )}
        <Extras>
          <SupportLink message={withdrawCopy.supportMessage} />
          {/* The api keeps no state for the face flow and the withdrawal does
              not depend on it (docs/product.md#wallet-withdrawals): offered
              quietly, never as a step, and not at all to a verified player,
              for whom it does nothing. */}
          {needsVerification && (
            <FaceLink type="button" onClick={face.show}>
              {withdrawCopy.faceVerificationOptional}
            </FaceLink>
          )}
        </Extras>
        {needsVerification && <Muted>{withdrawCopy.faceVerificationPurpose}</Muted>}
      </Card>
      <WithdrawalsList except={receiptId} />
      <IdentityVerificationDialog open={verification.open} onClose={verification.hide} />
      <KycWidgetDialog
        open={face.open}
        onClose={face.hide}
        flow="kyc-faceindex"
        title={withdrawCopy.faceVerification}
      />
    </Narrow>
  );
}
