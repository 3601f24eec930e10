// Money that is a result, the same on every screen (docs/design.md#clarity):
// the sign always written, gains and losses in their theme colours, and never
// the colour alone: the sign is there in both themes and for whoever cannot
// tell the colours apart, and each screen puts the figure's word beside it
// ("Prêmio", "Aposta", "Por partida").
import { formatSignedCents, resultTone, type Cents } from '@velas/domain/money';
import styled from 'styled-components';

const Amount = styled.span<{ $strong: boolean }>`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $strong }) => ($strong ? 700 : 'inherit')};
  &[data-tone='gain'] {
    color: ${({ theme }) => theme.colors.gain};
  }
  &[data-tone='loss'] {
    color: ${({ theme }) => theme.colors.loss};
  }
`;

interface SignedMoneyProps {
  /** A mean is rounded to the centavo where it is computed, before it gets here. */
  cents: Cents;
  /**
   * `result` (a bet, a win, a round, a simulation) takes the gain or loss
   * colour; `movement` (money the player moved: a deposit, a withdrawal) is
   * only signed, since a deposit is not a gain nor a withdrawal a loss;
   * `sample` (a figure from too few sessions to be a result) is only signed
   * too, since a coloured gain there reads as a promise.
   */
  kind?: 'result' | 'movement' | 'sample';
  strong?: boolean;
}

export function SignedMoney({ cents, kind = 'result', strong = false }: SignedMoneyProps) {
  return (
    <Amount $strong={strong} data-tone={kind === 'result' ? resultTone(cents) : kind}>
      {formatSignedCents(cents)}
    </Amount>
  );
}
