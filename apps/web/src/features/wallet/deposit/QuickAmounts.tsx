// The deposit's quick amounts (AmountForm): a tap types the amount in the field.
import { centsAsMoneyInput, centsToDecimalString, type Cents } from '@velas/domain/money';
import { Button } from '@velas/web-core/ui/Button';
import styled from 'styled-components';
import { depositCopy } from './copy.ts';

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

interface QuickAmountsProps {
  amounts: readonly Cents[];
  /** The amount typed: the quick amount it equals reads as picked. */
  input: string;
  disabled: (amount: Cents) => boolean;
  /** Types the amount picked, as the field shows it. */
  onPick: (input: string) => void;
}

export function QuickAmounts({ amounts, input, disabled, onPick }: QuickAmountsProps) {
  return (
    <Quick role="group" aria-label={depositCopy.quickAmounts}>
      {amounts.map((amount) => (
        <Button
          key={amount}
          type="button"
          $variant="secondary"
          disabled={disabled(amount)}
          aria-pressed={input === centsAsMoneyInput(amount)}
          onClick={() => {
            onPick(centsAsMoneyInput(amount));
          }}
        >
          {quickLabel(amount)}
        </Button>
      ))}
    </Quick>
  );
}
