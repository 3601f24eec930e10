// The figures of one run of a rule: the simulation (with its seed) or the
// replay on the stored history.
import type { StrategyResult } from '@velas/domain/schemas/strategy';
import { formatCents, toCents } from '@velas/domain/money';
import styled from 'styled-components';
import { BankrollHistogram } from './BankrollHistogram';

/*
 * One row per figure: its name, then its value at the end of the line, or on
 * the next line when both do not fit (a phone), so neither is ever squeezed
 * into one letter a line (docs/design.md#clarity).
 */
const Figures = styled.dl`
  margin: 0 0 12px;
  font-variant-numeric: tabular-nums;
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0 12px;
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    flex: 1 1 14ch;
  }
  dd {
    margin: 0 0 0 auto;
    text-align: end;
    font-weight: 600;
  }
`;

/** Pieces of a value that may go to separate lines, each kept whole. */
const Piece = styled.span`
  white-space: nowrap;
`;

function pieces(parts: readonly string[]) {
  return parts.map((part, index) => (
    <span key={part}>
      {index > 0 && ' '}
      <Piece>{part}</Piece>
    </span>
  ));
}

const whole = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 });
const money = (cents: number) => formatCents(toCents(cents));
/** The mean keeps a fraction of a centavo (it is an average); shown to the centavo. */
const meanMoney = (cents: number) => money(Math.round(cents));

export function StrategyFigures({ result }: { result: StrategyResult }) {
  const { finalBankroll, endings, drawdown } = result;
  const rows: [string, string[]][] = [
    [
      'Sessões',
      [
        `${whole.format(result.sessions)} de`,
        `até ${whole.format(result.roundsPerSession)} rodadas`,
      ],
    ],
    ['Banca final mediana', [money(finalBankroll.median)]],
    [
      'Banca final média',
      [meanMoney(finalBankroll.mean), `(± ${meanMoney(finalBankroll.standardError)})`],
    ],
    ['Pior e melhor banca final', [`${money(finalBankroll.min)} a`, money(finalBankroll.max)]],
    ['Chance de ruína', [percent.format(result.ruinProbability)]],
    [
      'Fim das sessões',
      [
        `ruína ${whole.format(endings.ruin)} ·`,
        `stop-loss ${whole.format(endings.stopLoss)} ·`,
        `stop-win ${whole.format(endings.stopWin)} ·`,
        `completas ${whole.format(endings.completed)}`,
      ],
    ],
    ['Rebaixamento mediano', [money(drawdown.median)]],
    ['Pior rebaixamento', [money(drawdown.worst)]],
    ['Total apostado', [money(result.totalWagered)]],
    ['Perda esperada (3% do apostado)', [money(result.expectedLoss)]],
    ['Perda nesta execução', [money(result.actualLoss)]],
  ];
  return (
    <>
      <Figures>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{pieces(value)}</dd>
          </div>
        ))}
      </Figures>
      <BankrollHistogram result={result} />
    </>
  );
}
