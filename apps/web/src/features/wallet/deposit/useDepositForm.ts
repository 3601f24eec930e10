import { walletMessages } from '@velas/domain/messages/wallet';
import type { Cents } from '@velas/domain/money';
import type { Deposit } from '@velas/domain/schemas/wallet';
import { isApiFailure } from '@velas/web-core/api-failure';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { reportError } from '@velas/web-core/report-error';
import { useState } from 'react';
import { useCreateDepositMutation } from '#/services/walletApi.ts';
import { useMoneyAttempt } from '../useMoneyAttempt.ts';
import { checkDeposit } from './AmountForm.tsx';

/** What ran before the Pix (the top modal's balance update) refused it, in its own words. */
class NotPrepared extends Error {}

function protectionRefusal(failure: unknown): string | null {
  return isApiFailure(failure) && (failure.status === 403 || failure.status === 422)
    ? failure.message
    : null;
}

const depositFailureMessage = (failure: unknown): string =>
  failure instanceof NotPrepared
    ? failure.message
    : (protectionRefusal(failure) ?? walletMessages.depositFailed);

interface DepositFormOptions {
  /** The amount typed. */
  input: string;
  /** What the loss limit still lets in, or null without limits. */
  room: Cents | null;
  /** The KYC status, once it has answered. */
  kyc: { isApproved: boolean } | undefined;
  /** Runs before the Pix is created (the top modal's balance update); throws the message to show. */
  beforeCreate: ((amount: Cents) => Promise<void>) | undefined;
  onCreated: (deposit: Deposit) => void;
}

export function useDepositForm({ input, room, kyc, beforeCreate, onCreated }: DepositFormOptions) {
  const [createDeposit] = useCreateDepositMutation();
  const attempt = useMoneyAttempt();
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
    if (answer) onCreated(answer.data);
  };
  const needsKyc = kyc !== undefined && !kyc.isApproved;
  // Which refusal is the amount's is known where it is made, never read back from its text.
  const [amountError, setAmountError] = useState<string | null>(null);
  // One submit path: the amount's check, then the Pix; kept here, not in the
  // form, which is unmounted while the Pix is created.
  const form = useFormSubmit(
    () => {
      setAmountError(null);
      if (needsKyc) return undefined;
      const checked = checkDeposit(input, room);
      if (!checked.ok) {
        setAmountError(checked.message);
        return checked.message;
      }
      return kyc?.isApproved === true ? generate(checked.value) : walletMessages.depositRequiresKyc;
    },
    {
      messagesOf: (failure) => [depositFailureMessage(failure)],
      onFailure: (failure) => {
        if (!(failure instanceof NotPrepared)) reportError(failure, 'Pix charge');
      },
    },
  );
  // Typing again may clear the messages: the field's goes with them.
  const shown = amountError !== null && form.errors.includes(amountError) ? amountError : null;
  return { ...form, amountError: shown };
}
