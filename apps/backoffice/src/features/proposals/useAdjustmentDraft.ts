// The adjustment form's fields and the draft it makes: a valid form opens
// the confirmation (the draft), which makes the call with a fresh TOTP code.
import { negateCents, parseMoneyInput, type Cents } from '@velas/domain/money';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { useState } from 'react';

export type Direction = 'credit' | 'debit';

export interface AdjustmentDraft {
  userId: number;
  /** Negative for a debit. */
  amountCents: Cents;
  reason: string;
}

export function useAdjustmentDraft() {
  const [userId, setUserId] = useState('');
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [draft, setDraft] = useState<AdjustmentDraft | null>(null);

  const form = useFormSubmit(() => {
    const cents = parseMoneyInput(amount);
    const id = Number(userId);
    if (cents === null || cents === 0 || !Number.isInteger(id) || id <= 0)
      return staffMessages.staffAdjustmentAmount;
    setDraft({
      userId: id,
      amountCents: direction === 'credit' ? cents : negateCents(cents),
      reason,
    });
    return undefined;
  });

  return {
    form,
    fields: { userId, direction, amount, reason },
    /** Keeps the digits of a typed player id. */
    setUserId: (value: string) => {
      setUserId(value.replace(/\D/g, ''));
    },
    setDirection,
    setAmount,
    setReason,
    draft,
    /** Closes the confirmation, keeping the form as it is. */
    dropDraft: () => {
      setDraft(null);
    },
    /** After a proposal went through: the amount and the reason start empty. */
    clearAmountAndReason: () => {
      setAmount('');
      setReason('');
    },
  };
}

export type AdjustmentDraftState = ReturnType<typeof useAdjustmentDraft>;
