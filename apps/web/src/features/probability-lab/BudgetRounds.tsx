import { formatCents, type Cents } from '@velas/domain/money';
import { MAX_ROUNDS_PER_SESSION } from '@velas/domain/schemas/strategy';
import styled from 'styled-components';
import { probabilityLabCopy } from './copy.ts';
import { formatMultiplier, formatRounds } from './format.ts';
import { BUDGET_TARGET, type useBudgetLife } from './useBudgetLife.ts';

const Note = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.type.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

interface BudgetRoundsProps {
  stake: Cents | null;
  budget: Cents | null;
  life: ReturnType<typeof useBudgetLife>;
}

export function BudgetRounds({ stake, budget, life }: BudgetRoundsProps) {
  if (stake === null || budget === null) return <>{probabilityLabCopy.invalidBudget}</>;
  if (life === null) return <>…</>;
  return (
    <>
      {life.roundsMedian >= MAX_ROUNDS_PER_SESSION
        ? probabilityLabCopy.budgetOutlasts(
            formatCents(budget),
            formatRounds(MAX_ROUNDS_PER_SESSION),
            formatCents(stake),
          )
        : probabilityLabCopy.budgetHalf(
            formatCents(budget),
            formatRounds(life.roundsMedian),
            formatCents(stake),
            formatMultiplier(BUDGET_TARGET),
          )}
      <Note data-testid="budget-mean">
        {probabilityLabCopy.budgetMean(formatRounds(life.roundsPlayed / life.sessions))}
      </Note>
    </>
  );
}
