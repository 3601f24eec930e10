import { commonMessages } from '@velas/domain/messages/common';
import { Card, Muted } from '@velas/web-core/ui/Card';
import { useState } from 'react';
import { IdentityVerificationDialog, KycWidgetDialog } from '#/components/kyc/KycWidgetDialog.tsx';
import { withdrawCopy } from '#/features/wallet/withdraw/copy.ts';
import { WithdrawalsList } from '#/features/wallet/withdraw/WithdrawalsList.tsx';
import { WithdrawForm } from '#/features/wallet/withdraw/WithdrawForm.tsx';
import { WithdrawHelpLinks } from '#/features/wallet/withdraw/WithdrawHelpLinks.tsx';
import {
  IdentityDoneLine,
  VerifyToWithdraw,
} from '#/features/wallet/withdraw/WithdrawIdentityState.tsx';
import { useOpenState } from '#/lib/useOpenState.ts';
import { useKycStatusQuery } from '#/services/kycApi.ts';
import { NarrowColumn } from '#/ui/NarrowColumn.ts';
import { ScreenColumn } from '#/ui/ScreenStack.ts';
import { Loading } from '#/ui/Spinner.tsx';

export default function WithdrawScreen() {
  const face = useOpenState();
  const verification = useOpenState();
  const { data: kyc, isLoading } = useKycStatusQuery(undefined);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  // Withdrawals need an approved identity: until then one state card, not
  // the form. An unanswered status shows the form; the api still refuses.
  const needsVerification = kyc !== undefined && !kyc.isApproved;
  return (
    <NarrowColumn $width={520}>
      <ScreenColumn>
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
          <WithdrawHelpLinks onFaceVerification={needsVerification ? face.show : null} />
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
      </ScreenColumn>
    </NarrowColumn>
  );
}
