// The withdrawal form's state (docs/product.md#wallet-withdrawals): what is
// typed, on the shared form hook and the domain's schemas, and one submit
// whose purpose follows the account: withdraw; on the first withdrawal, save
// the address, then withdraw; while no money can leave yet, save the address
// alone (the spec's `Salvar Endereço`). Nothing typed is lost, whatever fails.
import { WITHDRAW_MINIMUM } from '@velas/domain/constants';
import { fill, messages } from '@velas/domain/messages';
import { formatCents, type Cents } from '@velas/domain/money';
import type { UserProfile } from '@velas/domain/schemas/user';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import type { FormSubmit } from '@velas/web-core/form/use-form-submit';
import { useZodForm } from '@velas/web-core/form/use-zod-form';
import { useState } from 'react';
import { useMeQuery, useUpdateUserMutation } from '../../../services/accountApi';
import { useWithdrawMutation, useWithdrawalsQuery } from '../../../services/walletApi';
import { useMoneyAttempt } from '../useMoneyAttempt';
import { pixKeyFor } from './pixKey';
import { useCepLookup } from './useCepLookup';
import type { Schemas } from './useWithdrawFormSchemas';
import { AddressNotSaved, withdrawOutcome } from './withdrawError';

/** The form's fields as typed; the address ones are shown only while the profile has none. */
type Typed = { amount: string; pixType: PixKeyType; cep: string; number: string };

const NOTHING_TYPED: Typed = { amount: '', pixType: 'CPF', cep: '', number: '' };

export type Purpose = 'withdraw' | 'firstWithdrawal' | 'saveAddress';

/** What the last confirmation did, said above the form until the next answer. */
type Done =
  { step: 'none' } | { step: 'requested'; id: number; amount: Cents } | { step: 'addressSaved' };

const NOTHING_DONE: Done = { step: 'none' };

/**
 * The success notice names the withdrawal just asked for; once "Seus saques"
 * shows it paid or returned, the notice would say an older state: it goes.
 */
function useNotice(done: Done): string | null {
  const { data: withdrawals } = useWithdrawalsQuery(undefined);
  if (done.step === 'addressSaved') return messages.addressSaved;
  if (done.step === 'none') return null;
  const settled = withdrawals?.data.some(
    (item) => item.id === done.id && (item.status === 'paid' || item.status === 'failed'),
  );
  return settled === true
    ? null
    : fill(messages.withdrawRequested, { valor: formatCents(done.amount) });
}

export function useWithdrawForm(profile: UserProfile, schemas: Schemas) {
  const { data: me } = useMeQuery(undefined);
  const [withdraw] = useWithdrawMutation();
  const [updateUser] = useUpdateUserMutation();
  const attempt = useMoneyAttempt();
  // The api asked for an address the profile seemed to have (changed elsewhere).
  const [addressAsked, setAddressAsked] = useState(false);
  const [done, setDone] = useState<Done>(NOTHING_DONE);
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
      const request = { amount, pixType, pixKey: pixKeyFor(profile, pixType).sent };
      const answer = await attempt(request, (idempotencyKey) =>
        withdraw({ ...request, idempotencyKey }).unwrap(),
      );
      if (!answer) return;
      // Its state, one at a time, is in "Seus saques" (WithdrawalsList).
      setDone({ step: 'requested', id: answer.id, amount });
      form.setValues({ ...typed, amount: '' });
    },
    messagesOf: (failure) => {
      const outcome = withdrawOutcome(failure);
      return [
        outcome.kind === 'addressRequired' ? messages.addressFieldsRequired : outcome.message,
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
    } catch {
      throw new AddressNotSaved();
    }
    setAddressAsked(false);
  };

  // The field is cleared by a withdrawal: a tap on it still cleared, while the
  // withdrawal just asked for is said, is the rest of a double tap, not a new try.
  const restOfDoubleTap = done.step === 'requested' && form.values.amount === '';
  const submit: FormSubmit['submit'] = (event) => {
    if (restOfDoubleTap) event.preventDefault();
    else form.submit(event);
  };
  const typedAmount = schemas.withdrawAmountTextSchema.safeParse(form.values.amount);
  const notice = useNotice(done);

  return {
    form: { ...form, submit },
    purpose,
    needsAddress,
    belowMinimum,
    balance: me?.balance,
    /** The amount typed, once it is one that may leave. */
    amount: typedAmount.success ? typedAmount.data : null,
    lookup,
    notice,
  };
}
