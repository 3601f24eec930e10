import { fill, T } from './config.js';
import type { Bet } from './game-state.js';
import { brl, times } from './money.js';

function outcome(bet: Bet): string {
  const net = (bet.winCents || 0) - bet.amountCents;
  if (net > 0) return fill('profit', { valor: brl(net), recebido: brl(bet.winCents || 0) });
  if (net === 0) return T('breakEven');
  return fill('loss', { valor: brl(-net) });
}

export function betLine(bet: Bet): string {
  const won = (bet.winCents || 0) > 0;
  if (won && bet.roundId === null)
    return fill('roundPaidInFlight', { x: times(bet.cashout), resultado: outcome(bet) });
  if (won)
    return fill('roundWon', {
      rodada: bet.roundId,
      queda: times(bet.crashPoint),
      x: times(bet.cashout),
      resultado: outcome(bet),
    });
  return fill('roundLost', {
    rodada: bet.roundId,
    queda: times(bet.crashPoint),
    resultado: outcome(bet),
  });
}

export function resultLine(bet: Bet | null): string {
  if (!bet || !bet.settled) return '';
  if ((bet.winCents || 0) > 0)
    return fill('resultCashedOut', { x: times(bet.cashout), resultado: outcome(bet) });
  return fill('resultLost', { queda: times(bet.crashPoint), resultado: outcome(bet) });
}
