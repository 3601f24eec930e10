// The deposit's first step: what is needed comes before the first try, with
// the way to do it, and the amount's form stays inactive until then
// (docs/product.md#wallet-deposits).
import { messages } from '@velas/domain/messages';
import type { Cents } from '@velas/domain/money';
import type { FormSubmit } from '@velas/web-core/form/use-form-submit';
import { useId } from 'react';
import { IdentityVerificationDialog } from '../../../components/kyc/KycWidgetDialog';
import { VerifyFirst } from '../../../components/kyc/VerifyFirst';
import { useOpenState } from '../../../lib/useOpenState';
import { AmountForm } from './AmountForm';

interface DepositAmountStepProps {
  form: FormSubmit;
  quickAmounts: readonly Cents[];
  value: string;
  onValueChange: (value: string) => void;
  /** What the loss limit still lets in; null without limits. */
  maxAmount: Cents | null;
  /** The KYC status has not answered yet. */
  busy: boolean;
  /** The identity is not verified: the form waits for it. */
  needsKyc: boolean;
}

export function DepositAmountStep({
  form,
  quickAmounts,
  value,
  onValueChange,
  maxAmount,
  busy,
  needsKyc,
}: DepositAmountStepProps) {
  const verification = useOpenState();
  // The line that says why the form is inactive before the identity is verified.
  const kycFirstId = useId();
  return (
    <>
      {needsKyc && (
        <VerifyFirst
          reason={messages.depositNeedsKycFirst}
          reasonId={kycFirstId}
          onVerify={verification.show}
        />
      )}
      <IdentityVerificationDialog open={verification.open} onClose={verification.hide} />
      <AmountForm
        form={form}
        quickAmounts={quickAmounts}
        value={value}
        onValueChange={onValueChange}
        maxAmount={maxAmount}
        busy={busy}
        waiting={needsKyc}
        waitingReasonId={kycFirstId}
      />
    </>
  );
}
