import { WITHDRAW_MINIMUM } from '@velas/domain/constants';
import { maskCep } from '@velas/domain/documents';
import { fill, messages } from '@velas/domain/messages';
import { formatCents, toCents, type Cents } from '@velas/domain/money';
import type { UserProfile } from '@velas/domain/schemas/user';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import { Form } from '@velas/web-core/form/Form';
import type { FormSubmit } from '@velas/web-core/form/use-form-submit';
import { useZodForm } from '@velas/web-core/form/use-zod-form';
import { Alert, MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { ChoiceField, Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import styled from 'styled-components';
import { useMeQuery, useProfileQuery, useUpdateUserMutation } from '../../../services/accountApi';
import { useWithdrawMutation, useWithdrawalsQuery } from '../../../services/walletApi';
import { MoneyField } from '../../../ui/MoneyField';
import { Loading } from '../../../ui/Spinner';
import { useMoneyAttempt } from '../useMoneyAttempt';
import { AddressFields } from './AddressFields';
import { withdrawCopy } from './copy';
import { pixKeyFor } from './pixKey';
import { useCepLookup } from './useCepLookup';
import { useWithdrawFormSchemas, type Schemas } from './useWithdrawFormSchemas';
import { AddressNotSaved, withdrawOutcome } from './withdrawError';

const Available = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  strong {
    font-size: ${({ theme }) => theme.type.xl};
    font-variant-numeric: tabular-nums;
  }
`;

/** The amount typed, echoed before the button with what stays (docs/design.md#principles). */
const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.type.sm};
  font-variant-numeric: tabular-nums;
  &:empty {
    margin: 0;
  }
`;

/** What the first withdrawal asks, said before the fields it is about. */
const FirstStep = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

// The domain's PIX_KEY_TYPES sits beside zod schemas; this screen needs only the names.
const PIX_TYPES: readonly PixKeyType[] = ['CPF', 'Telefone', 'Email'];

/** The form's fields as typed; the address ones are shown only while the profile has none. */
type Typed = { amount: string; pixType: PixKeyType; cep: string; number: string };

const NOTHING_TYPED: Typed = { amount: '', pixType: 'CPF', cep: '', number: '' };

/**
 * What the one button does: withdraw; on the first withdrawal, save the
 * address, then withdraw; while no money can leave yet, save the address
 * alone (the spec's `Salvar Endereço`).
 */
type Purpose = 'withdraw' | 'firstWithdrawal' | 'saveAddress';

/** What the last confirmation did, said above the form until the next answer. */
type Done =
  | { step: 'none' }
  | { step: 'requested'; id: number; amount: Cents }
  | { step: 'addressSaved' };

const NOTHING_DONE: Done = { step: 'none' };

/** The messages said at the amount field; the address's is said at its fields. */
const AMOUNT_MESSAGES: readonly string[] = [messages.withdrawAmountRequired, messages.withdrawMinimum];

/**
 * Everything a withdrawal needs is asked in one form, before its one button
 * (docs/product.md#wallet-withdrawals): the amount, and the address when the
 * profile has none, saved right before the withdrawal; nothing typed is lost,
 * whatever fails.
 */
export function WithdrawForm() {
  const { data: profile, error: profileError, isLoading } = useProfileQuery(undefined);
  const schemas = useWithdrawFormSchemas();
  if (isLoading || schemas === null) return <Loading label={messages.loadingInformation} />;
  if (profileError || !profile || schemas === 'failed')
    return <Alert>{messages.userInfoFailed}</Alert>;
  return <LoadedWithdrawForm profile={profile} schemas={schemas} />;
}

function LoadedWithdrawForm({ profile, schemas }: { profile: UserProfile; schemas: Schemas }) {
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
  const schema = {
    withdraw: schemas.withdrawFormSchema,
    firstWithdrawal: schemas.firstWithdrawFormSchema,
    saveAddress: schemas.addressFormSchema,
  }[purpose];

  const form = useZodForm<Typed>({
    initial: NOTHING_TYPED,
    check: schema,
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
      return [outcome.kind === 'addressRequired' ? messages.addressFieldsRequired : outcome.message];
    },
    onFailure: (failure) => {
      setDone(NOTHING_DONE);
      if (withdrawOutcome(failure).kind === 'addressRequired') setAddressAsked(true);
    },
  });
  const lookup = useCepLookup(form.values.cep);

  /** Saves the address checked by the form, with what its CEP's look-up found. */
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

  // The success notice names the withdrawal just asked for; once "Seus saques"
  // shows it paid or returned, the notice would say an older state: it goes.
  const { data: withdrawals } = useWithdrawalsQuery(undefined);
  const settled =
    done.step === 'requested' &&
    withdrawals?.data.some(
      (item) => item.id === done.id && (item.status === 'paid' || item.status === 'failed'),
    ) === true;
  const notice =
    done.step === 'addressSaved'
      ? messages.addressSaved
      : done.step === 'requested' && !settled
        ? fill(messages.withdrawRequested, { valor: formatCents(done.amount) })
        : null;

  const typedAmount = schemas.withdrawAmountTextSchema.safeParse(form.values.amount);
  const amount = typedAmount.success ? typedAmount.data : null;
  const key = pixKeyFor(profile, form.values.pixType);
  // Where a message shows, once (docs/design.md#principles): at the amount, at
  // the address fields, or, owned by no field, above the form.
  const amountError = form.errors.find((message) => AMOUNT_MESSAGES.includes(message)) ?? null;
  const addressError = form.errors.includes(messages.addressFieldsRequired)
    ? messages.addressFieldsRequired
    : null;
  const aboveTheForm = form.errors.filter(
    (message) => message !== amountError && message !== addressError,
  );

  // The field is cleared by a withdrawal: a tap on it still cleared, while the
  // withdrawal just asked for is said, is the rest of a double tap, not a new try.
  const restOfDoubleTap = done.step === 'requested' && form.values.amount === '';
  const submit: FormSubmit['submit'] = (event) => {
    if (restOfDoubleTap) event.preventDefault();
    else form.submit(event);
  };

  return (
    <Form form={{ ...form, submit }} noValidate aria-label={withdrawCopy.formName}>
      {notice && <Alert tone="success">{notice}</Alert>}
      <MessageList items={aboveTheForm} />
      <Available>
        {withdrawCopy.available}{' '}
        <strong>{me ? formatCents(me.balance) : withdrawCopy.availableLoading}</strong>
      </Available>
      <Muted>
        {fill(belowMinimum ? withdrawCopy.belowMinimum : withdrawCopy.minimum, {
          valor: formatCents(WITHDRAW_MINIMUM),
        })}
      </Muted>
      {needsAddress && (
        <>
          <FirstStep>
            {purpose === 'saveAddress'
              ? withdrawCopy.firstWithdrawalAsks
              : withdrawCopy.firstWithdrawalAsksWithAmount}
          </FirstStep>
          <AddressFields
            cep={form.bind('cep', maskCep)}
            number={form.bind('number')}
            lookup={lookup}
            error={addressError}
          />
        </>
      )}
      <MoneyField
        label={withdrawCopy.amountLabel}
        error={amountError}
        announce
        placeholder="0,00"
        {...form.bind('amount')}
      />
      <ChoiceField
        label={withdrawCopy.pixTypeLabel}
        value={form.values.pixType}
        choices={PIX_TYPES}
        onChoose={(pixType) => {
          form.setValues({ ...form.values, pixType });
        }}
      />
      <Field label={withdrawCopy.pixKeyLabel} readOnly value={key.shown} />
      <Summary aria-live="polite">
        {amount !== null && me !== undefined && amount <= me.balance
          ? fill(messages.withdrawSummary, {
              valor: formatCents(amount),
              saldo: formatCents(toCents(me.balance - amount)),
            })
          : null}
      </Summary>
      <Muted data-testid="withdraw-delivery">{withdrawCopy.deliveryAndFee}</Muted>
      <Button
        type="submit"
        $block
        disabled={form.busy || (purpose !== 'saveAddress' && belowMinimum)}
      >
        {purpose === 'saveAddress'
          ? withdrawCopy.saveAddress
          : amount === null
            ? withdrawCopy.confirm
            : fill(messages.withdrawConfirmAmount, { valor: formatCents(amount) })}
      </Button>
    </Form>
  );
}
