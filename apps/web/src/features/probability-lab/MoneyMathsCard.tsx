// Honest money maths (docs/product.md#money-maths), under the bankroll card: the average
// cost of an hour of play at a stake, and how many rounds a session budget
// lasts for most players: the median of simulated sessions (the strategy
// lab's simulator, in the analysis worker), with their mean beside it, since
// a few long sessions pull the mean far above what most players get. The
// method, the formula and the Kelly fraction of a cash-out target (negative
// for every target at 97% RTP) wait behind "Como calculamos".
import { costPerHour, roundsPerHour } from '@velas/analysis/odds/cost';
import { kellyFraction, kellyStakeShare } from '@velas/analysis/odds/kelly';
import { messages } from '@velas/domain/messages';
import { formatCents, parseMoneyInput, type Cents } from '@velas/domain/money';
import { MAX_ROUNDS_PER_SESSION, type StrategyRule } from '@velas/domain/schemas/strategy';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { memo, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AnalysisClient } from '../../lib/analysis-worker/worker-client';
import { HowWeCalculate } from '../../ui/HowWeCalculate';
import { probabilityLabCopy } from './copy';
import { formatMultiplier } from './format';
import { useAnalysis } from './useAnalysis';

/** Sessions the budget's life is measured on: a median of 2.000 moves by a round or two from seed to seed. */
const BUDGET_SESSIONS = 2_000;
/** One seed, so the same budget and stake always read the same figures. */
const BUDGET_SEED = 1;
/** The cash-out the sessions play at, said in the sentence. */
const BUDGET_TARGET = 2;

/** Flat bets of `stake` at 2x until the budget can't cover one, or the longest session the simulator plays. */
function budgetRule(budget: Cents, stake: Cents): StrategyRule {
  return {
    bankroll: budget,
    stake,
    target: BUDGET_TARGET,
    gale: { steps: 0, multiplier: 1 },
    stopLoss: null,
    stopWin: null,
    roundsPerSession: MAX_ROUNDS_PER_SESSION,
  };
}

const roundsCount = (rounds: number) => Math.round(rounds).toLocaleString('pt-BR');

const Note = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.type.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

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
  const validBudget = budget !== null && budget > 0 ? budget : null;
  const budgetLife = useAnalysis(
    useCallback(
      (client: AnalysisClient) =>
        validStake === null || validBudget === null
          ? Promise.resolve(null)
          : client
              .simulateStrategy(budgetRule(validBudget, validStake), {
                sessions: BUDGET_SESSIONS,
                seed: BUDGET_SEED,
              })
              .then((result) => ({ result, stake: validStake, budget: validBudget })),
      [validStake, validBudget],
    ),
  );
  // Only the answer for the figures on screen: an older one waits for its successor.
  const life =
    budgetLife !== null && budgetLife.stake === validStake && budgetLife.budget === validBudget
      ? budgetLife.result
      : null;

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
          {validStake === null || validBudget === null ? (
            probabilityLabCopy.invalidBudget
          ) : life === null ? (
            '…'
          ) : (
            <>
              {life.roundsMedian >= MAX_ROUNDS_PER_SESSION
                ? probabilityLabCopy.budgetOutlasts(
                    formatCents(validBudget),
                    roundsCount(MAX_ROUNDS_PER_SESSION),
                    formatCents(validStake),
                  )
                : probabilityLabCopy.budgetHalf(
                    formatCents(validBudget),
                    roundsCount(life.roundsMedian),
                    formatCents(validStake),
                    formatMultiplier(BUDGET_TARGET),
                  )}
              <Note data-testid="budget-mean">
                {probabilityLabCopy.budgetMean(roundsCount(life.roundsPlayed / life.sessions))}
              </Note>
            </>
          )}
        </li>
      </Figures>
      <HowWeCalculate>
        <p>{probabilityLabCopy.averageReturn}</p>
        {validStake !== null && (
          <p data-testid="budget-method">
            {probabilityLabCopy.budgetMethod(
              BUDGET_SESSIONS.toLocaleString('pt-BR'),
              formatCents(validStake),
              formatMultiplier(BUDGET_TARGET),
              roundsCount(MAX_ROUNDS_PER_SESSION),
            )}
          </p>
        )}
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
