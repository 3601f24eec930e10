// Form -> processing -> Pix screen (docs/product/wallet.md#wallet-deposits), shared by the
// deposit screen and the top deposit modal. Amounts are integer cents; one
// Idempotency-Key per attempt.
import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { toCents, type Cents } from '@velas/domain/money';
import { isApiFailure } from '@velas/web-core/api-failure';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { reportError } from '@velas/web-core/report-error';
import { useState } from 'react';
import { useKycStatusQuery } from '#/services/kycApi.ts';
import { useProtectionStatusQuery } from '#/services/protectionApi.ts';
import { useCreateDepositMutation, useOpenDepositsQuery } from '#/services/walletApi.ts';
import { Loading } from '#/ui/Spinner.tsx';
import { useMoneyAttempt } from '../useMoneyAttempt.ts';
import { checkDeposit } from './AmountForm.tsx';
import { secondsLeftAt } from './chargeClock.ts';
import { DepositAmountStep } from './DepositAmountStep.tsx';
import { ShownChargePanel, type ShownCharge } from './ShownChargePanel.tsx';

/** What ran before the Pix (the top modal's balance update) refused it, in its own words. */
class NotPrepared extends Error {}

/**
 * A deposit the player protection refuses (loss limit, pause, exclusion,
 * session limit: docs/product/player-protection.md#loss-limit) says why, with the limit and when
 * it renews; any other failure keeps the generic text.
 */
function protectionRefusal(failure: unknown): string | null {
  return isApiFailure(failure) && (failure.status === 403 || failure.status === 422)
    ? failure.message
    : null;
}

const depositFailureMessage = (failure: unknown): string =>
  failure instanceof NotPrepared
    ? failure.message
    : (protectionRefusal(failure) ?? walletMessages.depositFailed);

/**
 * What the loss limit still lets in (docs/product/player-protection.md#loss-limit): the limit
 * less the period's net position, open charges included; null without limits.
 */
function useDepositRoom(): Cents | null {
  const { data } = useProtectionStatusQuery(undefined);
  if (!data?.limits || !data.period) return null;
  return toCents(Math.max(0, data.limits.lossLimit - Math.max(0, data.period.net)));
}

interface DepositFlowProps {
  quickAmounts: readonly Cents[];
  /** Runs before the Pix is created (the top modal's balance update); throws the message to show. */
  beforeCreate?: (amount: Cents) => Promise<void>;
}

export function DepositFlow({ quickAmounts, beforeCreate }: DepositFlowProps) {
  // Until the KYC status has answered, "Gerar Pix" stays busy: a tap in that
  // window would otherwise tell an approved player they are not approved.
  const { data: kyc, isLoading: kycLoading } = useKycStatusQuery(undefined);
  const [createDeposit] = useCreateDepositMutation();
  const attempt = useMoneyAttempt();
  const [shown, setShown] = useState<ShownCharge | null>(null);
  // Kept here, not in the form: the form is unmounted while the Pix is
  // created, and a refused amount must still be in the field.
  const [input, setInput] = useState('');
  const room = useDepositRoom();
  // An open charge is brought back once per visit; "Novo" goes to the form.
  const open = useOpenDepositsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [startedOver, setStartedOver] = useState(false);

  const generate = async (amount: Cents) => {
    try {
      await beforeCreate?.(amount);
    } catch (failure) {
      throw new NotPrepared(
        failure instanceof Error ? failure.message : walletMessages.depositFailed,
      );
    }
    const answer = await attempt({ amount }, (idempotencyKey) =>
      createDeposit({ amount, idempotencyKey }).unwrap(),
    );
    if (answer) setShown({ deposit: answer.data });
  };
  // What is needed comes before the first try (docs/product/wallet.md#wallet-deposits).
  const needsKyc = kyc !== undefined && !kyc.isApproved;
  // One submit path: the amount's check, then the Pix; kept here, not in the
  // form, which is unmounted while the Pix is created.
  const form = useFormSubmit(
    () => {
      if (needsKyc) return undefined;
      const checked = checkDeposit(input, room, kyc?.isApproved === true);
      return checked.ok ? generate(checked.value) : checked.message;
    },
    {
      messagesOf: (failure) => [depositFailureMessage(failure)],
      onFailure: (failure) => {
        if (!(failure instanceof NotPrepared)) reportError(failure, 'Pix charge');
      },
    },
  );

  // docs/product/wallet.md#wallet-deposits: the player comes back to the charge
  // they may still pay, never to an empty form that would reserve the limit
  // twice. Kept once shown, so paying it leaves the paid panel on screen.
  const reopened = startedOver || shown ? undefined : open.data?.data[0];
  if (reopened && open.data) {
    setShown({ deposit: reopened, secondsLeft: secondsLeftAt(reopened, open.data.now) });
  }
  if (form.busy) return <Loading label={walletMessages.processing} />;
  if (shown) {
    return (
      <ShownChargePanel
        shown={shown}
        onNew={() => {
          setStartedOver(true);
          setShown(null);
          setInput('');
        }}
      />
    );
  }
  if (open.isLoading) return <Loading label={commonMessages.loadingInformation} />;
  return (
    <DepositAmountStep
      form={form}
      quickAmounts={quickAmounts}
      value={input}
      onValueChange={setInput}
      maxAmount={room}
      busy={kycLoading}
      needsKyc={needsKyc}
    />
  );
}
