// The figures of one run of a rule: the simulation (with its seed) or the
// replay on the stored history.
import type { StrategyResult } from '@velas/domain/schemas/strategy';
import { formatCents, toCents } from '@velas/domain/money';
import styled from 'styled-components';
import { BankrollHistogram } from './BankrollHistogram';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4px 12px;
  margin: 0 0 12px;
  font-variant-numeric: tabular-nums;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
`;

const whole = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 });
const money = (cents: number) => formatCents(toCents(cents));
/** The mean keeps a fraction of a centavo (it is an average); shown to the centavo. */
const meanMoney = (cents: number) => money(Math.round(cents));

export function StrategyFigures({ result }: { result: StrategyResult }) {
  const { finalBankroll, endings, drawdown } = result;
  const rows: [string, string][] = [
    [
      'Sessões',
      `${whole.format(result.sessions)} de até ${whole.format(result.roundsPerSession)} rodadas`,
    ],
    ['Banca final mediana', money(finalBankroll.median)],
    [
      'Banca final média',
      `${meanMoney(finalBankroll.mean)} (± ${meanMoney(finalBankroll.standardError)})`,
    ],
    ['Pior e melhor banca final', `${money(finalBankroll.min)} a ${money(finalBankroll.max)}`],
    ['Chance de ruína', percent.format(result.ruinProbability)],
    [
      'Fim das sessões',
      `ruína ${whole.format(endings.ruin)} · stop-loss ${whole.format(endings.stopLoss)} · stop-win ${whole.format(endings.stopWin)} · completas ${whole.format(endings.completed)}`,
    ],
    ['Rebaixamento mediano', money(drawdown.median)],
    ['Pior rebaixamento', money(drawdown.worst)],
    ['Total apostado', money(result.totalWagered)],
    ['Perda esperada (3% do apostado)', money(result.expectedLoss)],
    ['Perda nesta execução', money(result.actualLoss)],
  ];
  return (
    <>
      <Figures>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
      <BankrollHistogram result={result} />
    </>
  );
}
