import { formatCents, type Cents } from '@velas/domain/money';
import { MAX_ROUNDS_PER_SESSION } from '@velas/domain/schemas/strategy';
import { HowWeCalculate } from '#/ui/HowWeCalculate.tsx';
import { probabilityLabCopy } from './copy.ts';
import { formatMultiplier, formatRounds } from './format.ts';
import { KellyNote } from './KellyNote.tsx';
import { BUDGET_SESSIONS, BUDGET_TARGET } from './useBudgetLife.ts';

interface MoneyMathsMethodProps {
  /** The stake typed, when it is a valid amount. */
  stake: Cents | null;
  /** Rounds per hour seen lately, when known. */
  perHour: number | null;
}

export function MoneyMathsMethod({ stake, perHour }: MoneyMathsMethodProps) {
  return (
    <HowWeCalculate>
      <p>{probabilityLabCopy.averageReturn}</p>
      {stake !== null && (
        <p data-testid="budget-method">
          {probabilityLabCopy.budgetMethod(
            BUDGET_SESSIONS.toLocaleString('pt-BR'),
            formatCents(stake),
            formatMultiplier(BUDGET_TARGET),
            formatRounds(MAX_ROUNDS_PER_SESSION),
          )}
        </p>
      )}
      {stake !== null && perHour !== null && (
        <p data-testid="cost-formula">
          {probabilityLabCopy.costPerHourFormula(formatCents(stake), perHour)}
        </p>
      )}
      <KellyNote />
    </HowWeCalculate>
  );
}
