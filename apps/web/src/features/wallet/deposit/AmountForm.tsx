import { fill } from '@velas/domain/messages';
import { centsToDecimalString, formatCents, maskMoneyInput, type Cents } from '@velas/domain/money';
import { checkDepositAmount } from '@velas/domain/validation';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { MoneyField } from '../../../ui/MoneyField';
import { depositCopy } from './copy';

const Quick = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin-bottom: 12px;
  /* "R$ 100" on one line even four to a row on a 360 px phone. */
  & > button {
    padding-inline: 4px;
    white-space: nowrap;
  }
  /* The amount picked reads as picked, still outlined: "Gerar Pix" stays the one filled action. */
  & > button[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 16%, transparent);
    font-weight: 800;
  }
`;

/** "R$ 50": whole reais, the way people say quick amounts. */
const quickLabel = (cents: Cents) =>
  `R$ ${centsToDecimalString(cents).replace(/\.00$/, '').replace('.', ',')}`;

const asInput = (cents: Cents) => maskMoneyInput(centsToDecimalString(cents).replace('.', ','));

/** "Máximo agora: R$ 150,00, pelo seu limite de perdas." */
export const maxNowSentence = (cents: Cents) =>
  fill(depositCopy.maxNow, { valor: formatCents(cents) });

interface AmountFormProps {
  quickAmounts: readonly Cents[];
  /**
   * The amount typed, kept by the flow: a refused deposit leaves it in the
   * field (the form is unmounted while the Pix is being created).
   */
  value: string;
  onValueChange: (next: string) => void;
  /**
   * The most the loss limit lets in now (docs/product.md#loss-limit), or null
   * without a limit known: quick amounts above it are disabled and the form
   * says it, so the player is not sent to a refusal.
   */
  maxAmount?: Cents | null;
  /** Checks beyond the amount itself (KYC); returns the message to show or null. */
  precheck: () => string | null;
  onSubmit: (amount: Cents) => void;
  error: string | null;
  busy: boolean;
  /**
   * Set while something else has to be done first (verifying the identity):
   * the form is inactive and "Gerar Pix" outlined, so the filled action on the
   * screen is the one that can be done (docs/design.md#principles).
   */
  waiting?: boolean;
  /** The id of the line that says why the form is inactive. */
  waitingReasonId?: string;
}

export function AmountForm({
  quickAmounts,
  value: input,
  onValueChange: setInput,
  maxAmount = null,
  precheck,
  onSubmit,
  error,
  busy,
  waiting = false,
  waitingReasonId,
}: AmountFormProps) {
  // Each message once (docs/design.md#principles): the amount's at its field,
  // any other above the form.
  const [invalid, setInvalid] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (waiting) return;
    const checked = checkDepositAmount(input);
    const over = checked.ok && maxAmount !== null && checked.value > maxAmount ? maxAmount : null;
    const blocked = checked.ok && over === null ? precheck() : null;
    setInvalid(!checked.ok ? checked.message : over === null ? null : maxNowSentence(over));
    setRefused(blocked);
    if (checked.ok && over === null && !blocked) onSubmit(checked.value);
  };
  const summary = refused ?? error;
  const overMax = (amount: Cents) => maxAmount !== null && amount > maxAmount;
  const someOverMax = quickAmounts.some(overMax);

  return (
    <form
      noValidate
      aria-label={depositCopy.formName}
      aria-describedby={waiting ? waitingReasonId : undefined}
      onSubmit={submit}
    >
      {summary && <Alert>{summary}</Alert>}
      <MoneyField
        label={depositCopy.amountLabel}
        error={invalid}
        announce
        disabled={waiting}
        placeholder="0,00"
        value={input}
        onValueChange={setInput}
      />
      <Quick role="group" aria-label={depositCopy.quickAmounts}>
        {quickAmounts.map((amount) => (
          <Button
            key={amount}
            type="button"
            $variant="secondary"
            disabled={waiting || overMax(amount)}
            aria-pressed={input === asInput(amount)}
            onClick={() => {
              setInput(asInput(amount));
            }}
          >
            {quickLabel(amount)}
          </Button>
        ))}
      </Quick>
      {someOverMax && maxAmount !== null && invalid === null && (
        <Muted data-testid="deposit-max-now">{maxNowSentence(maxAmount)}</Muted>
      )}
      <Button
        type="submit"
        $block
        disabled={busy || waiting}
        $variant={waiting ? 'secondary' : 'primary'}
      >
        {depositCopy.generate}
      </Button>
    </form>
  );
}
