// The withdrawal form's state (docs/product/wallet.md#wallet-withdrawals): what is
// typed, on the shared form hook and the domain's schemas, and one submit
// whose purpose follows the account: withdraw; on the first withdrawal, save
// the address, then withdraw; while no money can leave yet, save the address
// alone (the spec's `Salvar Endereço`). Nothing typed is lost, whatever fails.
import { WITHDRAW_MINIMUM } from '@velas/domain/constants';
import { walletMessages } from '@velas/domain/messages/wallet';
import type { UserProfile } from '@velas/domain/schemas/user';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import { useZodForm } from '@velas/web-core/form/use-zod-form';
import { useState } from 'react';
import { useMeQuery, useUpdateUserMutation } from '#/services/accountApi.ts';
import { useWithdrawMutation } from '#/services/walletApi.ts';
import { useMoneyAttempt } from '../useMoneyAttempt.ts';
import { pixKeyFor } from './pixKey.ts';
import { useCepLookup } from './useCepLookup.ts';
import type { Schemas } from './useWithdrawFormSchemas.ts';
import type { RequestedWithdrawal } from './WithdrawalReceipt.tsx';
import { AddressNotSaved, withdrawOutcome } from './withdrawError.ts';

/** The form's fields as typed; the address ones are shown only while the profile has none. */
type Typed = { amount: string; pixType: PixKeyType; cep: string; number: string };

const NOTHING_TYPED: Typed = { amount: '', pixType: 'CPF', cep: '', number: '' };

export type Purpose = 'withdraw' | 'firstWithdrawal' | 'saveAddress';

/**
 * What the last confirmation did: a withdrawal asked for, which the screen
 * ends on as a receipt until "Novo saque", or the address saved alone.
 */
type Done =
  | { step: 'none' }
  | { step: 'requested'; withdrawal: RequestedWithdrawal }
  | { step: 'addressSaved' };

const NOTHING_DONE: Done = { step: 'none' };

/**
 * `onReceipt`: told the id of the withdrawal whose receipt the form gave way
 * to, and null once the form is back, so "Seus saques" does not show it twice.
 */
export function useWithdrawForm(
  profile: UserProfile,
  schemas: Schemas,
  onReceipt: (id: number | null) => void,
) {
  const { data: me } = useMeQuery(undefined);
  const [withdraw] = useWithdrawMutation();
  const [updateUser] = useUpdateUserMutation();
  const attempt = useMoneyAttempt();
  // The api asked for an address the profile seemed to have (changed elsewhere).
  const [addressAsked, setAddressAsked] = useState(false);
  const [done, setDoneOnly] = useState<Done>(NOTHING_DONE);
  const setDone = (next: Done) => {
    setDoneOnly(next);
    onReceipt(next.step === 'requested' ? next.withdrawal.id : null);
  };
  const belowMinimum = me !== undefined && me.balance < WITHDRAW_MINIMUM;
  const needsAddress = addressAsked || profile.zipCode === null || profile.number === null;
  const purpose: Purpose = !needsAddress
    ? 'withdraw'
    : belowMinimum
      ? 'saveAddress'
      : 'firstWithdrawal';

  const form = useZodForm<Typed>({
    initial: NOTHING_TYPED,
    check: {
      withdraw: schemas.withdrawFormSchema,
      firstWithdrawal: schemas.firstWithdrawFormSchema,
      saveAddress: schemas.addressFormSchema,
    }[purpose],
    send: async (typed) => {
      if (purpose !== 'withdraw') await saveAddress(schemas.addressFormSchema.parse(typed));
      if (purpose === 'saveAddress') {
        setDone({ step: 'addressSaved' });
        return;
      }
      const { amount, pixType } = schemas.withdrawFormSchema.parse(typed);
      const key = pixKeyFor(profile, pixType);
      const request = { amount, pixType, pixKey: key.sent };
      const answer = await attempt(request, (idempotencyKey) =>
        withdraw({ ...request, idempotencyKey }).unwrap(),
      );
      if (!answer) return;
      setDone({ step: 'requested', withdrawal: { id: answer.id, amount, keyShown: key.shown } });
      form.setValues({ ...typed, amount: '' });
    },
    messagesOf: (failure) => {
      const outcome = withdrawOutcome(failure);
      return [
        outcome.kind === 'addressRequired' ? walletMessages.addressFieldsRequired : outcome.message,
      ];
    },
    onFailure: (failure) => {
      setDone(NOTHING_DONE);
      if (withdrawOutcome(failure).kind === 'addressRequired') setAddressAsked(true);
    },
  });
  const lookup = useCepLookup(form.values.cep);

  /** Saves the address the form checked, with what its CEP's look-up found. */
  const saveAddress = async (address: { cep: string; number: string }) => {
    try {
      await updateUser({
        zipCode: address.cep,
        number: address.number,
        state: lookup.found?.uf,
        city: lookup.found?.localidade,
        street: lookup.found?.logradouro,
        neighborhood: lookup.found?.bairro,
      }).unwrap();
    } catch (error) {
      throw new AddressNotSaved(error);
    }
    setAddressAsked(false);
  };

  const typedAmount = schemas.withdrawAmountTextSchema.safeParse(form.values.amount);

  return {
    form,
    purpose,
    needsAddress,
    belowMinimum,
    balance: me?.balance,
    /** The amount typed, once it is one that may leave. */
    amount: typedAmount.success ? typedAmount.data : null,
    lookup,
    /** The withdrawal just asked for, whose receipt replaces the form. */
    requested: done.step === 'requested' ? done.withdrawal : null,
    addressSaved: done.step === 'addressSaved',
    startOver: () => {
      setDone(NOTHING_DONE);
    },
  };
}
