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
      <Muted>Nenhum alvo dá vantagem: em média você perde 3% de tudo o que aposta.</Muted>
      <Field
        label="Aposta (R$)"
        inputMode="decimal"
        value={stakeText}
        onValueChange={setStakeText}
      />
      <Field
        label="Orçamento da sessão (R$)"
        inputMode="decimal"
        value={budgetText}
        onValueChange={setBudgetText}
      />
      <Figures>
        <li data-testid="cost-per-hour">
          {validStake === null
            ? 'Informe um valor de aposta válido.'
            : perHour === null
              ? 'Custo por hora: rodadas guardadas insuficientes para medir o ritmo do jogo.'
              : `Uma hora de jogo custa, em média, ${formatCents(costPerHour(validStake, perHour))}.`}
        </li>
        <li data-testid="budget-rounds">
          {validStake === null || budget === null
            ? 'Informe um orçamento válido.'
            : `O orçamento de ${formatCents(budget)} dura em média ${roundsUntilBudgetRunsOut(budget, validStake).toLocaleString('pt-BR')} rodadas a ${formatCents(validStake)} por rodada.`}
        </li>
      </Figures>
      <HowWeCalculate>
        <p>
          Em média cada aposta devolve 97% do valor, qualquer que seja o alvo: a perda esperada é 3%
          do total apostado.
        </p>
        {validStake !== null && perHour !== null && (
          <p data-testid="cost-formula">
            Custo por hora = {formatCents(validStake)} × {perHour} rodadas por hora (o ritmo de
            hoje) × 3%.
          </p>
        )}
        <Field
          label="Alvo (x)"
          inputMode="decimal"
          value={targetText}
          onValueChange={setTargetText}
        />
        <p data-testid="kelly">
          {target === null
            ? 'Informe um alvo entre 1,01x e 1.000.000x.'
            : `Fração de Kelly para ${formatMultiplier(target)}: ${signedPercent.format(kellyFraction(target))}. Aposta indicada: ${kellyStakeShare(target) === 0 ? '0: nenhuma aposta tem valor esperado positivo.' : signedPercent.format(kellyStakeShare(target))}`}
        </p>
      </HowWeCalculate>
    </Card>
  );
});
