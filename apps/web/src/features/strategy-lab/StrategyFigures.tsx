// The figures of one run of a rule: the simulation (with its seed) or the
// replay on the stored history. The answer first, in one sentence; then the
// result signed and coloured beside what was expected; then the figures in
// plain names; the error margin and the seed behind "Como calculamos"
// (docs/design.md#clarity).
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';
import { fill, houseKeepsSentence, messages, strategyHeadline } from '@velas/domain/messages';
import {
  formatCents,
  formatSignedCents,
  negateCents,
  toCents,
  type Cents,
} from '@velas/domain/money';
import type { StrategyResult } from '@velas/domain/schemas/strategy';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../core/theme/media';
import { SignedMoney } from '../../ui/SignedMoney';
import { BankrollHistogram } from './BankrollHistogram';
import { strategyLabCopy } from './copy';

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

interface StrategyFiguresProps {
  result: StrategyResult;
  /** The rule's bankroll per session, which the headline names. */
  bankroll: number;
  /** The method and the seed, shown behind "Como calculamos" by the card. */
  method?: (details: { standardError: string }) => ReactNode;
}

/**
 * One session's share of a sum over all sessions, in whole cents: the sum is
 * integer cents, the share is rounded to the nearest centavo (Math.round, half
 * up), so −R$ 31.094,00 over 10.000 sessions is −R$ 3,11 (docs/product.md#strategy-lab).
 */
export function perSessionCents(totalCents: Cents, sessions: number): Cents {
  return toCents(sessions > 0 ? Math.round(totalCents / sessions) : 0);
}

export function StrategyFigures({ result, bankroll, method }: StrategyFiguresProps) {
  const { finalBankroll, endings, drawdown, sessions } = result;
  // One session first: a sum over 10.000 sessions read as one loss of R$ 31 mil.
  const perSession: [string, ReactNode, string] = [
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
  const rows: [string, ReactNode, string?][] = [
    perSession,
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
    [strategyLabCopy.typicalFinalLabel, pieces([money(finalBankroll.median)])],
    [strategyLabCopy.meanFinalLabel, pieces([meanMoney(finalBankroll.mean)])],
    [
      strategyLabCopy.finalRangeLabel,
      pieces([strategyLabCopy.moneyFrom(money(finalBankroll.min)), money(finalBankroll.max)]),
    ],
    [strategyLabCopy.ruinLabel, pieces([percent.format(result.ruinProbability)])],
    [
      strategyLabCopy.endingsLabel,
      pieces([
        strategyLabCopy.endedRuin(whole.format(endings.ruin)),
        strategyLabCopy.endedStopLoss(whole.format(endings.stopLoss)),
        strategyLabCopy.endedStopWin(whole.format(endings.stopWin)),
        strategyLabCopy.endedCompleted(whole.format(endings.completed)),
      ]),
    ],
    [strategyLabCopy.typicalDrawdownLabel, pieces([money(drawdown.median)])],
    [strategyLabCopy.worstDrawdownLabel, pieces([money(drawdown.worst)])],
    [strategyLabCopy.totalWageredLabel, pieces([money(result.totalWagered)])],
  ];
  return (
    <>
      <Headline>
        {strategyHeadline(
          {
            sessions: result.sessions,
            bankroll,
            meanFinal: Math.round(finalBankroll.mean),
            replay: result.seed === null,
          },
          money,
        )}
      </Headline>
      <Sub>{houseKeepsSentence(CRASH_RTP_PERCENT, money)}</Sub>
      <Figures>
        {rows.map(([term, value, kind]) => (
          <div key={term} className={kind}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
      <BankrollHistogram result={result} bankroll={bankroll} />
      {method?.({ standardError: meanMoney(finalBankroll.standardError) })}
    </>
  );
}
