import { centsToDecimalString, maskMoneyInput, type Cents } from '@velas/domain/money';
import { checkDepositAmount } from '@velas/domain/validation';
import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { MoneyField } from '../../../ui/MoneyField';
import { walletCopy } from '../copy';

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
`;

/** "R$ 50": whole reais, the way people say quick amounts. */
const quickLabel = (cents: Cents) =>
  `R$ ${centsToDecimalString(cents).replace(/\.00$/, '').replace('.', ',')}`;

const asInput = (cents: Cents) => maskMoneyInput(centsToDecimalString(cents).replace('.', ','));

interface AmountFormProps {
  quickAmounts: readonly Cents[];
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
  precheck,
  onSubmit,
  error,
  busy,
  waiting = false,
  waitingReasonId,
}: AmountFormProps) {
  const [input, setInput] = useState('');
  // Each message once (docs/design.md#principles): the amount's at its field,
  // any other above the form.
  const [invalid, setInvalid] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (waiting) return;
    const checked = checkDepositAmount(input);
    const blocked = checked.ok ? precheck() : null;
    setInvalid(checked.ok ? null : checked.message);
    setRefused(blocked);
    if (checked.ok && !blocked) onSubmit(checked.value);
  };
  const summary = refused ?? error;

  return (
    <form
      noValidate
      aria-label={walletCopy.depositTitle}
      aria-describedby={waiting ? waitingReasonId : undefined}
      onSubmit={submit}
    >
      {summary && <Alert>{summary}</Alert>}
      <MoneyField
        label={walletCopy.depositAmountLabel}
        error={invalid}
        announce
        disabled={waiting}
        placeholder="0,00"
        value={input}
        onValueChange={setInput}
      />
      <Quick role="group" aria-label={walletCopy.quickAmounts}>
        {quickAmounts.map((amount) => (
          <Button
            key={amount}
            type="button"
            $variant="secondary"
            disabled={waiting}
            aria-pressed={input === asInput(amount)}
            onClick={() => {
              setInput(asInput(amount));
            }}
          >
            {quickLabel(amount)}
          </Button>
        ))}
      </Quick>
      <Button
        type="submit"
        $block
        disabled={busy || waiting}
        $variant={waiting ? 'secondary' : 'primary'}
      >
        {walletCopy.createPix}
      </Button>
    </form>
  );
}
