// The median of simulated sessions: a few long sessions pull the mean far
// above what most players get.
import { costPerHour, roundsPerHour } from '@velas/analysis/odds/cost';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents, parseMoneyInput } from '@velas/domain/money';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { memo, useMemo, useState } from 'react';
import styled from 'styled-components';
import { BudgetRounds } from './BudgetRounds.tsx';
import { probabilityLabCopy } from './copy.ts';
import { MoneyMathsMethod } from './MoneyMathsMethod.tsx';
import { useBudgetLife } from './useBudgetLife.ts';

/** The two answers, large enough to read first. */
const Figures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.type.md};
  font-weight: 600;
`;

export const MoneyMathsCard = memo(function MoneyMathsCard({
  roundTimes,
}: {
  roundTimes: readonly number[];
}) {
  const [stakeText, setStakeText] = useState('5,00');
  const [budgetText, setBudgetText] = useState('100,00');
  const stake = parseMoneyInput(stakeText);
  const budget = parseMoneyInput(budgetText);
  const perHour = useMemo(() => roundsPerHour(roundTimes), [roundTimes]);
  const validStake = stake !== null && stake > 0 ? stake : null;
  const validBudget = budget !== null && budget > 0 ? budget : null;
  const life = useBudgetLife(validStake, validBudget);

  return (
    <Card aria-labelledby="money-maths-title">
      <CardTitle id="money-maths-title">{plainWordsMessages.moneyMathsTitle}</CardTitle>
      <Muted>{probabilityLabCopy.noTargetWins}</Muted>
      <Field
        label={probabilityLabCopy.stakeLabel}
        inputMode="decimal"
        value={stakeText}
        onValueChange={setStakeText}
      />
      <Field
        label={probabilityLabCopy.budgetLabel}
        inputMode="decimal"
        value={budgetText}
        onValueChange={setBudgetText}
      />
      <Figures>
        <li data-testid="cost-per-hour">
          {validStake === null
            ? walletMessages.stakeInvalid
            : perHour === null
              ? probabilityLabCopy.costPerHourUnknown
              : probabilityLabCopy.costPerHour(formatCents(costPerHour(validStake, perHour)))}
        </li>
        <li data-testid="budget-rounds">
          <BudgetRounds stake={validStake} budget={validBudget} life={life} />
        </li>
      </Figures>
      <MoneyMathsMethod stake={validStake} perHour={perHour} />
    </Card>
  );
});
