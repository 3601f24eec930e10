import { useState } from 'react';
import type { RequestedWithdrawal } from './WithdrawalReceipt.tsx';

/**
 * What the last confirmation did: a withdrawal asked for, which the screen
 * ends on as a receipt until "Novo saque", or the address saved alone.
 */
export type Done =
  | { step: 'none' }
  | { step: 'requested'; withdrawal: RequestedWithdrawal }
  | { step: 'addressSaved' };

export const NOTHING_DONE: Done = { step: 'none' };

/**
 * `onReceipt`: told the id of the withdrawal whose receipt the form gave way
 * to, and null once the form is back, so "Seus saques" does not show it twice.
 */
export function useWithdrawDone(onReceipt: (id: number | null) => void) {
  const [done, setDoneOnly] = useState<Done>(NOTHING_DONE);
  const setDone = (next: Done) => {
    setDoneOnly(next);
    onReceipt(next.step === 'requested' ? next.withdrawal.id : null);
  };
  return [done, setDone] as const;
}
