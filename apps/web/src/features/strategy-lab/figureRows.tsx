import { CRASH_RTP_PERCENT } from '@velas/domain/constants';
import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatSignedCents, negateCents } from '@velas/domain/money';
import type { StrategyResult } from '@velas/domain/schemas/strategy';
import { SignedMoney } from '#/ui/SignedMoney.tsx';
import { strategyLabCopy } from './copy.ts';
import { meanMoney, money, percent, perSessionCents, whole } from './figureFormats.ts';
import { Lines, Piece, pieces, type Row } from './FigureList.tsx';

/** One session's result against what was expected, the typical and the range of final bankrolls, and ruin. */
export function keyRows(result: StrategyResult): Row[] {
  const { finalBankroll, sessions } = result;
  // One session first: a sum over 10.000 sessions read as one loss of R$ 31 mil.
  const perSession: Row = [
    walletMessages.strategyPerSession,
    <span key="s">
      <SignedMoney cents={negateCents(perSessionCents(result.actualLoss, sessions))} />{' '}
      <Piece>
        (
        {fill(walletMessages.strategyPerSessionExpected, {
          valor: formatSignedCents(negateCents(perSessionCents(result.expectedLoss, sessions))),
        })}
        )
      </Piece>
    </span>,
    'lead',
  ];
  return [
    perSession,
    [strategyLabCopy.typicalFinalLabel, pieces([money(finalBankroll.median)])],
    [strategyLabCopy.ruinLabel, pieces([percent.format(result.ruinProbability)])],
    [
      strategyLabCopy.finalRangeLabel,
      pieces([strategyLabCopy.moneyFrom(money(finalBankroll.min)), money(finalBankroll.max)]),
    ],
  ];
}

/** Totals over every session, how the sessions ended, drawdowns and the money wagered. */
export function moreRows(result: StrategyResult): Row[] {
  const { finalBankroll, endings, drawdown, sessions } = result;
  return [
    [
      fill(walletMessages.strategySessionsTotal, { n: whole.format(sessions) }),
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
}
