// Honest money maths (docs/product.md#money-maths), under the bankroll card: the average
// cost of an hour of play at a stake and how many rounds a session budget lasts
// on average, in words; the formula and the Kelly fraction of a cash-out target
// (negative for every target at 97% RTP) behind "Como calculamos". Cheap sums:
// computed as the player types.
import { costPerHour, roundsPerHour, roundsUntilBudgetRunsOut } from '@velas/analysis/odds/cost';
import { kellyFraction, kellyStakeShare } from '@velas/analysis/odds/kelly';
import { messages } from '@velas/domain/messages';
import { formatCents, parseMoneyInput } from '@velas/domain/money';
import { memo, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Card, CardTitle, Muted } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { HowWeCalculate } from '../../ui/HowWeCalculate';
import { probabilityLabCopy } from './copy';
import { formatMultiplier } from './format';

const signedPercent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

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

/** "2", "2,5", "1.01" → the multiplier; null when it is not one Kelly accepts. */
function parseTarget(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  try {
    kellyFraction(value);
    return value;
  } catch {
    return null;
  }
}

export const MoneyMathsCard = memo(function MoneyMathsCard({
  roundTimes,
}: {
  roundTimes: readonly number[];
}) {
  const [stakeText, setStakeText] = useState('5,00');
  const [targetText, setTargetText] = useState('2');
  const [budgetText, setBudgetText] = useState('100,00');
  const stake = parseMoneyInput(stakeText);
  const budget = parseMoneyInput(budgetText);
  const target = parseTarget(targetText);
  const perHour = useMemo(() => roundsPerHour(roundTimes), [roundTimes]);
  const validStake = stake !== null && stake > 0 ? stake : null;

  return (
    <Card aria-labelledby="money-maths-title">
      <CardTitle id="money-maths-title">{messages.moneyMathsTitle}</CardTitle>
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
            ? probabilityLabCopy.invalidStake
            : perHour === null
              ? probabilityLabCopy.costPerHourUnknown
              : probabilityLabCopy.costPerHour(formatCents(costPerHour(validStake, perHour)))}
        </li>
        <li data-testid="budget-rounds">
          {validStake === null || budget === null
            ? probabilityLabCopy.invalidBudget
            : probabilityLabCopy.budgetLasts(
                formatCents(budget),
                roundsUntilBudgetRunsOut(budget, validStake).toLocaleString('pt-BR'),
                formatCents(validStake),
              )}
        </li>
      </Figures>
      <HowWeCalculate>
        <p>{probabilityLabCopy.averageReturn}</p>
        {validStake !== null && perHour !== null && (
          <p data-testid="cost-formula">
            {probabilityLabCopy.costPerHourFormula(formatCents(validStake), perHour)}
          </p>
        )}
        <Field
          label={probabilityLabCopy.targetLabel}
          inputMode="decimal"
          value={targetText}
          onValueChange={setTargetText}
        />
        <p data-testid="kelly">
          {target === null
            ? probabilityLabCopy.invalidTarget
            : probabilityLabCopy.kellyFraction(
                formatMultiplier(target),
                signedPercent.format(kellyFraction(target)),
                kellyStakeShare(target) === 0
                  ? probabilityLabCopy.noPositiveStake
                  : signedPercent.format(kellyStakeShare(target)),
              )}
        </p>
      </HowWeCalculate>
    </Card>
  );
});
