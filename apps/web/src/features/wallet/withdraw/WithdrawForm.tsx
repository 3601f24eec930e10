import { WITHDRAW_MINIMUM } from '@velas/domain/constants';
import { fill, messages } from '@velas/domain/messages';
import { formatCents, toCents } from '@velas/domain/money';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import { checkAddress, checkWithdrawAmount } from '@velas/domain/validation';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { ChoiceField, Field } from '@velas/web-core/ui/Field';
import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { useMeQuery, useProfileQuery, useUpdateUserMutation } from '../../../services/accountApi';
import { useWithdrawMutation, useWithdrawalsQuery } from '../../../services/walletApi';
import { MoneyField } from '../../../ui/MoneyField';
import { Loading } from '../../../ui/Spinner';
import { useMoneyAttempt } from '../useMoneyAttempt';
import { AddressFields, EMPTY_ADDRESS, type AddressEntry } from './AddressFields';
import { withdrawCopy } from './copy';
import { pixKeyFor } from './pixKey';
import { withdrawOutcome } from './withdrawError';

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

/** "Você vai sacar R$ 50,00. Saldo depois do saque: R$ 648,00.", for an amount that can go. */
function summaryOf(amount: string, balance: number | undefined): string | null {
  const checked = checkWithdrawAmount(amount);
  if (!checked.ok || balance === undefined || checked.value > balance) return null;
  return fill(messages.withdrawSummary, {
    valor: formatCents(checked.value),
    saldo: formatCents(toCents(balance - checked.value)),
  });
}

/**
 * "Confirmar saque de R$ 50,00": the button says how much leaves once the
 * amount is valid; the spec's "Confirmar" stays its first word
 * (docs/product.md#wallet-withdrawals).
 */
export function confirmLabel(amount: string): string {
  const checked = checkWithdrawAmount(amount);
  return checked.ok
    ? fill(messages.withdrawConfirmAmount, { valor: formatCents(checked.value) })
    : withdrawCopy.confirm;
}

// The domain's PIX_KEY_TYPES sits beside zod schemas; this screen needs only the names.
const PIX_TYPES: readonly PixKeyType[] = ['CPF', 'Telefone', 'Email'];

/**
 * Where a message shows, once (docs/design.md#principles): at the amount, at
 * the address fields, or, owned by no field, above the form.
 */
type Message = { tone: 'success' | 'danger'; text: string; at?: 'amount' | 'address' } | null;

/**
 * Everything a withdrawal needs is asked before `Confirmar`
 * (docs/product.md#wallet-withdrawals): the amount, and the address when the
 * profile has none, saved right before the withdrawal; the amount typed stays
 * whatever fails.
 */
export function WithdrawForm() {
  const { data: profile, error: profileError, isLoading } = useProfileQuery(undefined);
  const { data: me } = useMeQuery(undefined);
  const [withdraw, { isLoading: sending }] = useWithdrawMutation();
  const [updateUser, { isLoading: saving }] = useUpdateUserMutation();
  const attempt = useMoneyAttempt();
  const [amount, setAmount] = useState('');
  const [pixType, setPixType] = useState<PixKeyType>('CPF');
  const [address, setAddress] = useState<AddressEntry>(EMPTY_ADDRESS);
  // The api asked for an address the profile seemed to have (changed elsewhere).
  const [addressAsked, setAddressAsked] = useState(false);
  const [lastMessage, setLastMessage] = useState<Message>(null);
  // The success notice names the withdrawal just asked for; once "Seus saques"
  // shows it paid or returned, the notice would say an older state: it goes.
  const [requestedId, setRequestedId] = useState<number | null>(null);
  const { data: withdrawals } = useWithdrawalsQuery(undefined);
  const settled = withdrawals?.data.some(
    (item) => item.id === requestedId && (item.status === 'paid' || item.status === 'failed'),
  );
  const message = lastMessage?.tone === 'success' && settled === true ? null : lastMessage;

  if (isLoading) return <Loading label={messages.loadingInformation} />;
  if (profileError || !profile) return <Alert>{messages.userInfoFailed}</Alert>;
  const key = pixKeyFor(profile, pixType);
  const summary = summaryOf(amount, me?.balance);
  const belowMinimum = me !== undefined && me.balance < WITHDRAW_MINIMUM;
  const needsAddress = addressAsked || profile.zipCode === null || profile.number === null;

  /** Saves the address typed in the form; false (with its message shown) when it cannot. */
  const saveAddress = async (): Promise<boolean> => {
    const checked = checkAddress(address);
    if (!checked.ok) {
      setLastMessage({ tone: 'danger', text: checked.message, at: 'address' });
      return false;
    }
    try {
      await updateUser({
        zipCode: checked.value.cep,
        number: checked.value.number,
        state: address.found?.uf,
        city: address.found?.localidade,
        street: address.found?.logradouro,
        neighborhood: address.found?.bairro,
      }).unwrap();
      setAddressAsked(false);
      return true;
    } catch {
      setLastMessage({ tone: 'danger', text: messages.addressUpdateFailed });
      return false;
    }
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    // The field is cleared by a withdrawal: a tap on the cleared field while its
    // success shows is the rest of a double tap, not a new request.
    if (
      amount.trim() === '' &&
      message?.tone === 'success' &&
      message.text !== messages.addressSaved
    )
      return;
    if (sending || saving) return;
    const checked = checkWithdrawAmount(amount);
    if (!checked.ok) {
      setLastMessage({ tone: 'danger', text: checked.message, at: 'amount' });
      return;
    }
    // The last answer stays until this one comes: removing it now would move
    // Confirmar up under the second tap of a double tap, onto the links below.
    if (needsAddress && !(await saveAddress())) return;
    const request = { amount: checked.value, pixType, pixKey: key.sent };
    try {
      const answer = await attempt(request, (idempotencyKey) =>
        withdraw({ ...request, idempotencyKey }).unwrap(),
      );
      if (!answer) return;
      // Its state, one at a time, is in "Seus saques" (WithdrawalsList).
      setRequestedId(answer.id);
      setLastMessage({
        tone: 'success',
        text: fill(messages.withdrawRequested, { valor: formatCents(checked.value) }),
      });
      setAmount('');
    } catch (failure) {
      const outcome = withdrawOutcome(failure);
      if (outcome.kind === 'addressRequired') {
        setAddressAsked(true);
        setLastMessage({ tone: 'danger', text: messages.addressFieldsRequired, at: 'address' });
      } else setLastMessage({ tone: 'danger', text: outcome.message });
    }
  };

  return (
    <form noValidate aria-label={withdrawCopy.formName} onSubmit={(event) => void submit(event)}>
      {message && message.at === undefined && <Alert tone={message.tone}>{message.text}</Alert>}
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
          <FirstStep>{withdrawCopy.firstWithdrawalAsks}</FirstStep>
          <AddressFields
            value={address}
            onChange={setAddress}
            error={message?.at === 'address' ? message.text : null}
          />
          {/* The spec's 'Salvar Endereço': the address alone, today, before
              there is any money to withdraw; the amount typed stays. */}
          <Button
            type="button"
            $variant="secondary"
            disabled={saving}
            onClick={() =>
              void saveAddress().then((saved) => {
                if (saved) setLastMessage({ tone: 'success', text: messages.addressSaved });
              })
            }
          >
            {withdrawCopy.saveAddress}
          </Button>
        </>
      )}
      <MoneyField
        label={withdrawCopy.amountLabel}
        error={message?.at === 'amount' ? message.text : null}
        announce
        placeholder="0,00"
        value={amount}
        onValueChange={setAmount}
      />
      <ChoiceField
        label={withdrawCopy.pixTypeLabel}
        value={pixType}
        choices={PIX_TYPES}
        onChoose={setPixType}
      />
      <Field label={withdrawCopy.pixKeyLabel} readOnly value={key.shown} />
      <Summary aria-live="polite">{summary}</Summary>
      <Muted data-testid="withdraw-delivery">{withdrawCopy.deliveryAndFee}</Muted>
      <Button type="submit" $block disabled={sending || saving || belowMinimum}>
        {confirmLabel(amount)}
      </Button>
    </form>
  );
}
