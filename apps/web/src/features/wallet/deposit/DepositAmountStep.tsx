import { commonMessages } from '@velas/domain/messages/common';
import { useId } from 'react';
import { IdentityVerificationDialog } from '#/components/kyc/KycWidgetDialog.tsx';
import { VerifyFirst } from '#/components/kyc/VerifyFirst.tsx';
import { useOpenState } from '#/lib/useOpenState.ts';
import { AmountForm, type AmountFormProps } from './AmountForm.tsx';

/** The amount form's own props, but for what this step decides: whether it waits, and why. */
type DepositAmountStepProps = Omit<AmountFormProps, 'waiting' | 'waitingReasonId'> & {
  /** The identity is not verified: the form waits for it. */
  needsKyc: boolean;
};

export function DepositAmountStep({ needsKyc, ...amount }: DepositAmountStepProps) {
  const verification = useOpenState();
  // The line that says why the form is inactive before the identity is verified.
  const kycFirstId = useId();
  return (
    <>
      {needsKyc && (
        <VerifyFirst
          reason={commonMessages.depositNeedsKycFirst}
          reasonId={kycFirstId}
          onVerify={verification.show}
        />
      )}
      <IdentityVerificationDialog open={verification.open} onClose={verification.hide} />
      <AmountForm {...amount} waiting={needsKyc} waitingReasonId={kycFirstId} />
    </>
  );
}
