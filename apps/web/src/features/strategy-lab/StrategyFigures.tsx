// The figures of the simulation of a rule. The answer first, in one
// sentence: the bankroll at the end against the start, in reais; then four
// figures in words (one session's result beside what was expected, the
// typical final bankroll, how many sessions lost it all, the range); the
// rest and the histogram behind "Ver detalhes", the error margin and the seed
// behind "Como calculamos" (docs/design.md#clarity).
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';
import { fill, houseKeepsSentence, messages, strategyHeadline } from '@velas/domain/messages';
import { formatSignedCents, negateCents } from '@velas/domain/money';
import type { StrategyResult } from '@velas/domain/schemas/strategy';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../core/theme/media';
import { disclosureSummary } from '../../ui/disclosure';
import { SignedMoney } from '../../ui/SignedMoney';
import { BankrollHistogram } from './BankrollHistogram';
import { strategyLabCopy } from './copy';
import { meanMoney, money, percent, perSessionCents, whole } from './figureFormats';

const Headline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.type.lg};
  font-weight: 700;
  line-height: 1.35;
  font-variant-numeric: tabular-nums;
`;

const Sub = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`;

/*
 * One row per figure: its name, then its value at the end of the line. On a
 * phone every row stacks the name over its value, so no row drops its value
 * while the next keeps it beside (docs/design.md#clarity). On a wide screen
 * the list keeps a reading width, so a name and its value stay near each other.
 */
const Figures = styled.dl`
  max-width: 560px;
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
  div.lead {
    font-size: ${({ theme }) => theme.type.md};
    dt {
      color: ${({ theme }) => theme.colors.text};
      font-weight: 600;
    }
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
  ${media.phone} {
    div {
      display: block;
    }
    dd {
      margin: 2px 0 0;
      text-align: start;
    }
  }
`;

/** Pieces of a value that may go to separate lines, each kept whole. */
const Piece = styled.span`
  white-space: nowrap;
`;

/** The figures past the first four, and the histogram, one tap away. */
const More = styled.details`
  ${disclosureSummary}
`;

/** Lines of a value, one under the other (how the sessions ended, one way a line). */
const Lines = styled.span`
  display: grid;
`;

type Row = [term: string, value: ReactNode, kind?: string];

function FigureList({ rows }: { rows: readonly Row[] }) {
  return (
    <Figures>
      {rows.map(([term, value, kind]) => (
        <div key={term} className={kind}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Figures>
  );
}

function pieces(parts: readonly string[]) {
  return parts.map((part, index) => (
    <span key={part}>
      {index > 0 && ' '}
      <Piece>{part}</Piece>
    </span>
  ));
}

interface StrategyFiguresProps {
  result: StrategyResult;
  /** The rule's bankroll per session, which the headline names. */
  bankroll: number;
  /** The method and the seed, shown behind "Como calculamos" by the card. */
  method: (details: { standardError: string }) => ReactNode;
}

export function StrategyFigures({ result, bankroll, method }: StrategyFiguresProps) {
  const { finalBankroll, endings, drawdown, sessions } = result;
  // One session first: a sum over 10.000 sessions read as one loss of R$ 31 mil.
  const perSession: Row = [
    messages.strategyPerSession,
    <span key="s">
      <SignedMoney cents={negateCents(perSessionCents(result.actualLoss, sessions))} />{' '}
      <Piece>
        (
        {messages.strategyPerSessionExpected.replace(
          '{valor}',
          formatSignedCents(negateCents(perSessionCents(result.expectedLoss, sessions))),
        )}
        )
      </Piece>
    </span>,
    'lead',
  ];
  const key: Row[] = [
    perSession,
    [strategyLabCopy.typicalFinalLabel, pieces([money(finalBankroll.median)])],
    [strategyLabCopy.ruinLabel, pieces([percent.format(result.ruinProbability)])],
    [
      strategyLabCopy.finalRangeLabel,
      pieces([strategyLabCopy.moneyFrom(money(finalBankroll.min)), money(finalBankroll.max)]),
    ],
  ];
  const more: Row[] = [
    [
      fill(messages.strategySessionsTotal, { n: whole.format(sessions) }),
      <SignedMoney key="r" cents={negateCents(result.actualLoss)} />,
    ],
    [
      strategyLabCopy.expectedOver(whole.format(sessions), String(100 - CRASH_RTP_PERCENT)),
      <SignedMoney key="e" cents={negateCents(result.expectedLoss)} />,
    ],
    [
      strategyLabCopy.sessionsLabel,
      pieces([
        strategyLabCopy.sessionsOf(whole.format(result.sessions)),
        strategyLabCopy.upToRounds(whole.format(result.roundsPerSession)),
      ]),
    ],
    [strategyLabCopy.meanFinalLabel, pieces([meanMoney(finalBankroll.mean)])],
    [
      strategyLabCopy.endingsLabel,
      <Lines key="n">
        <Piece>{strategyLabCopy.endedRuin(whole.format(endings.ruin))}</Piece>
        <Piece>{strategyLabCopy.endedStopLoss(whole.format(endings.stopLoss))}</Piece>
        <Piece>{strategyLabCopy.endedStopWin(whole.format(endings.stopWin))}</Piece>
        <Piece>{strategyLabCopy.endedCompleted(whole.format(endings.completed))}</Piece>
      </Lines>,
    ],
    [strategyLabCopy.typicalDrawdownLabel, pieces([money(drawdown.median)])],
    [strategyLabCopy.worstDrawdownLabel, pieces([money(drawdown.worst)])],
    [strategyLabCopy.totalWageredLabel, pieces([money(result.totalWagered)])],
  ];
  return (
    <>
      <Headline>
        {strategyHeadline({ sessions, bankroll, meanFinal: Math.round(finalBankroll.mean) }, money)}
      </Headline>
      <Sub>{houseKeepsSentence(CRASH_RTP_PERCENT, money)}</Sub>
      <FigureList rows={key} />
      <More>
        <summary>{strategyLabCopy.moreFigures}</summary>
        <FigureList rows={more} />
        <BankrollHistogram result={result} bankroll={bankroll} />
      </More>
      {method({ standardError: meanMoney(finalBankroll.standardError) })}
    </>
  );
}
