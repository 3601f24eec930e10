import { PIX_EXPIRY_SECONDS } from '@velas/domain/constants';
import { formatCents, type Cents } from '@velas/domain/money';
import { checkDepositAmount, type Checked } from '@velas/domain/validation';
import { Form } from '@velas/web-core/form/Form';
import type { FormSubmit } from '@velas/web-core/form/use-form-submit';
import { MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { MoneyField } from '#/ui/MoneyField.tsx';
import { depositCopy } from './copy.ts';
import { QuickAmounts } from './QuickAmounts.tsx';

/**
 * "O código Pix vale por 6 min 40 s…": the lifetime the api asks the payment
 * provider for, whole, as the panel's countdown then shows the charge's own.
 */
const validitySentence = depositCopy.validity(
  Math.floor(PIX_EXPIRY_SECONDS / 60),
  PIX_EXPIRY_SECONDS % 60,
);

/** "Máximo agora: R$ 150,00, pelo seu limite de perdas." */
export const maxNowSentence = (cents: Cents) => depositCopy.maxNow(formatCents(cents));

/** The amount's own check: a refusal here is said at the field. */
export function checkDeposit(input: string, maxAmount: Cents | null): Checked<Cents> {
  const checked = checkDepositAmount(input);
  if (!checked.ok) return checked;
  if (maxAmount !== null && checked.value > maxAmount)
    return { ok: false, message: maxNowSentence(maxAmount) };
  return checked;
}

export interface AmountFormProps {
  /** The flow's submit: its check, its call and the messages of its last try. */
  form: FormSubmit;
  /** The one of `form.errors` the amount's own check gave, said at the field; null for none. */
  amountError: string | null;
  quickAmounts: readonly Cents[];
  /**
   * The amount typed, kept by the flow: a refused deposit leaves it in the
   * field (the form is unmounted while the Pix is being created).
   */
  value: string;
  onValueChange: (next: string) => void;
  /** Quick amounts above it are disabled, so the player is not sent to a refusal. */
  maxAmount?: Cents | null;
  busy: boolean;
  /** "Gerar Pix" outlined, so the filled action on the screen is the one that can be done. */
  waiting?: boolean;
  /** The id of the line that says why the form is inactive. */
  waitingReasonId?: string;
}

export function AmountForm({
  form,
  amountError: invalid,
  quickAmounts,
  value: input,
  onValueChange: setInput,
  maxAmount = null,
  busy,
  waiting = false,
  waitingReasonId,
}: AmountFormProps) {
  const overMax = (amount: Cents) => maxAmount !== null && amount > maxAmount;
  const someOverMax = quickAmounts.some(overMax);

  return (
    <Form
      form={form}
      noValidate
      aria-label={depositCopy.formName}
      aria-describedby={waiting ? waitingReasonId : undefined}
    >
      {/* Each message once: the amount's at its field, any other above the form. */}
      <MessageList items={form.errors.filter((message) => message !== invalid)} />
      <MoneyField
        label={depositCopy.amountLabel}
        error={invalid}
        announce
        disabled={waiting}
        placeholder="0,00"
        value={input}
        onValueChange={setInput}
      />
      <QuickAmounts
        amounts={quickAmounts}
        input={input}
        disabled={(amount) => waiting || overMax(amount)}
        onPick={setInput}
      />
      {someOverMax && maxAmount !== null && invalid === null && (
        <Muted data-testid="deposit-max-now">{maxNowSentence(maxAmount)}</Muted>
      )}
      <Muted>{validitySentence}</Muted>
      <Button
        type="submit"
        $block
        disabled={busy || waiting}
        $variant={waiting ? 'secondary' : 'primary'}
      >
        {depositCopy.generate}
      </Button>
    </Form>
  );
}
