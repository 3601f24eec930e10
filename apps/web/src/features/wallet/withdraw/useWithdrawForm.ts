// The withdrawal form's state: what is
// typed, on the shared form hook and the domain's schemas, and one submit
// whose purpose follows the account (withdrawPurpose.ts). Nothing typed is
// lost, whatever fails.
import { WITHDRAW_MINIMUM } from '@velas/domain/constants';
import { walletMessages } from '@velas/domain/messages/wallet';
import type { UserProfile } from '@velas/domain/schemas/user';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import { useZodForm } from '@velas/web-core/form/use-zod-form';
import { useMeQuery } from '#/services/accountApi.ts';
import { useCepLookup } from './useCepLookup.ts';
import { useRequestWithdrawal } from './useRequestWithdrawal.ts';
import { useWithdrawAddress } from './useWithdrawAddress.ts';
import { NOTHING_DONE, useWithdrawDone } from './useWithdrawDone.ts';
import type { Schemas } from './useWithdrawFormSchemas.ts';
import { withdrawOutcome } from './withdrawError.ts';
import { withdrawPurpose } from './withdrawPurpose.ts';

/** The form's fields as typed; the address ones are shown only while the profile has none. */
type Typed = { amount: string; pixType: PixKeyType; cep: string; number: string };

const NOTHING_TYPED: Typed = { amount: '', pixType: 'CPF', cep: '', number: '' };

/** A refusal in words; an address the api asked for points at the address fields. */
function failureMessages(failure: unknown) {
  const outcome = withdrawOutcome(failure);
  return [
    outcome.kind === 'addressRequired' ? walletMessages.addressFieldsRequired : outcome.message,
  ];
}

/** `onReceipt`: see useWithdrawDone. */
export function useWithdrawForm(
  profile: UserProfile,
  schemas: Schemas,
  onReceipt: (id: number | null) => void,
) {
  const { data: me } = useMeQuery(undefined);
  const requestWithdrawal = useRequestWithdrawal(profile);
  const { needsAddress, askForAddress, saveAddress } = useWithdrawAddress(profile);
  const [done, setDone] = useWithdrawDone(onReceipt);
  const belowMinimum = me !== undefined && me.balance < WITHDRAW_MINIMUM;
  const purpose = withdrawPurpose(needsAddress, belowMinimum);

  const form = useZodForm<Typed>({
    initial: NOTHING_TYPED,
    check: {
      withdraw: schemas.withdrawFormSchema,
      firstWithdrawal: schemas.firstWithdrawFormSchema,
      saveAddress: schemas.addressFormSchema,
    }[purpose],
    send: async (typed) => {
      if (purpose !== 'withdraw')
        await saveAddress(schemas.addressFormSchema.parse(typed), lookup.found);
      if (purpose === 'saveAddress') {
        setDone({ step: 'addressSaved' });
        return;
      }
      const withdrawal = await requestWithdrawal(schemas.withdrawFormSchema.parse(typed));
      if (!withdrawal) return;
      setDone({ step: 'requested', withdrawal });
      form.setValues({ ...typed, amount: '' });
    },
    messagesOf: failureMessages,
    onFailure: (failure) => {
      setDone(NOTHING_DONE);
      if (withdrawOutcome(failure).kind === 'addressRequired') askForAddress();
    },
  });
  const lookup = useCepLookup(form.values.cep);
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
    /** Puts an amount in the field as if typed ("Sacar tudo"). */
    typeAmount: (input: string) => {
      form.setValues({ ...form.values, amount: input });
    },
  };
}
