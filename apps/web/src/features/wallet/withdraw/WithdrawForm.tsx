import { WITHDRAW_MINIMUM } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { formatCents, toCents } from '@velas/domain/money';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import { checkWithdrawAmount } from '@velas/domain/validation';
import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { useMeQuery, useProfileQuery } from '../../../services/accountApi';
import { useWithdrawMutation } from '../../../services/walletApi';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Muted } from '../../../ui/Card';
import { ChoiceField, Field } from '../../../ui/Field';
import { MoneyField } from '../../../ui/MoneyField';
import { Loading } from '../../../ui/Spinner';
import { useMoneyAttempt } from '../useMoneyAttempt';
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

/** "Você vai sacar R$ 50,00. Saldo depois do saque: R$ 648,00.", for an amount that can go. */
function summaryOf(amount: string, balance: number | undefined): string | null {
  const checked = checkWithdrawAmount(amount);
  if (!checked.ok || balance === undefined || checked.value > balance) return null;
  return messages.withdrawSummary
    .replace('{valor}', formatCents(checked.value))
    .replace('{saldo}', formatCents(toCents(balance - checked.value)));
}

/**
 * "Confirmar saque de R$ 50,00": the button says how much leaves once the
 * amount is valid; the spec's "Confirmar" stays its first word
 * (docs/product.md#wallet-withdrawals).
 */
export function confirmLabel(amount: string): string {
  const checked = checkWithdrawAmount(amount);
  return checked.ok
    ? messages.withdrawConfirmAmount.replace('{valor}', formatCents(checked.value))
    : 'Confirmar';
}

// The domain's PIX_KEY_TYPES sits beside zod schemas; this screen needs only the names.
const PIX_TYPES: readonly PixKeyType[] = ['CPF', 'Telefone', 'Email'];

/** `field`: the message is about the amount, so it shows there too. */
type Message = { tone: 'success' | 'danger'; text: string; field?: boolean } | null;

export function WithdrawForm({
  onAddressRequired,
  notice,
}: {
  onAddressRequired: () => void;
  notice: string | null;
}) {
  const { data: profile, error: profileError, isLoading } = useProfileQuery(undefined);
  const { data: me } = useMeQuery(undefined);
  const [withdraw, { isLoading: sending }] = useWithdrawMutation();
  const attempt = useMoneyAttempt();
  const [amount, setAmount] = useState('');
  const [pixType, setPixType] = useState<PixKeyType>('CPF');
  const [message, setMessage] = useState<Message>(
    notice ? { tone: 'success', text: notice } : null,
  );

  if (isLoading) return <Loading label={messages.loadingInformation} />;
  if (profileError || !profile) return <Alert>{messages.userInfoFailed}</Alert>;
  const key = pixKeyFor(profile, pixType);
  const summary = summaryOf(amount, me?.balance);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    // The field is cleared by a withdrawal: a tap on the cleared field while its
    // success shows is the rest of a double tap, not a new request.
    if (amount.trim() === '' && message?.tone === 'success') return;
    const checked = checkWithdrawAmount(amount);
    if (!checked.ok) {
      setMessage({ tone: 'danger', text: checked.message, field: true });
      return;
    }
    const request = { amount: checked.value, pixType, pixKey: key.sent };
    try {
      const answer = await attempt(request, (idempotencyKey) =>
        withdraw({ ...request, idempotencyKey }).unwrap(),
      );
      if (!answer) return;
      setMessage({ tone: 'success', text: answer.message || messages.withdrawProcessing });
      setAmount('');
    } catch (failure) {
      const outcome = withdrawOutcome(failure);
      if (outcome.kind === 'addressRequired') onAddressRequired();
      else setMessage({ tone: 'danger', text: outcome.message });
    }
  };

  return (
    <form noValidate aria-label="Saque" onSubmit={(event) => void submit(event)}>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Available>
        Saldo disponível: <strong>{me ? formatCents(me.balance) : 'R$ …'}</strong>
      </Available>
      <Muted>Valor mínimo: {formatCents(WITHDRAW_MINIMUM)}</Muted>
      <MoneyField
        label="Valor do saque (R$)"
        error={message?.field ? message.text : null}
        placeholder="0,00"
        value={amount}
        onValueChange={setAmount}
      />
      <ChoiceField
        label="Tipo de chave Pix"
        value={pixType}
        choices={PIX_TYPES}
        onChoose={setPixType}
      />
      <Field label="Chave Pix" readOnly value={key.shown} />
      <Summary aria-live="polite">{summary}</Summary>
      <Button type="submit" $block disabled={sending}>
        {confirmLabel(amount)}
      </Button>
    </form>
  );
}
