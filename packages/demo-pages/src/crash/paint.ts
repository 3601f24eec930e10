import { betButtonView, queue } from './bet-button.js';
import { resultLine } from './bet-lines.js';
import { config, fill, T } from './config.js';
import { $, button, mark, put } from './dom.js';
import {
  autoCashedOut,
  game,
  multiplierAt,
  resultBet,
  roundBet,
  type Bet,
  type GameState,
} from './game-state.js';
import { brl, paidAt, times } from './money.js';

type DrawCurve = (elapsed: number, colour: string) => void;

interface Frame {
  state: GameState;
  now: number;
  m: number;
  flying: boolean;
  crashedNow: boolean;
  bet: Bet | null;
}

function frameAt(state: GameState): Frame {
  const now = Date.now() + game.offset;
  const { landed } = game;
  const crashedNow = landed !== null && landed.time > state.afterMs;
  const flying = now >= state.takeoffAt && !crashedNow;
  const m = multiplierAt(Math.max(0, now - state.takeoffAt));
  const crashOdd = landed !== null && crashedNow ? landed.odd : null;
  const bet = autoCashedOut(roundBet(state), m, flying, crashOdd);
  return { state, now, m, flying, crashedNow, bet };
}

function paintMultiplier(frame: Frame, drawCurve: DrawCurve): void {
  const { state, now } = frame;
  const { landed } = game;
  const shown = $('multiplier');
  if (landed !== null && frame.crashedNow) {
    put(shown, fill('crashedAt', { queda: times(landed.odd) }));
    mark(shown, 'crashed');
    drawCurve(Math.max(0, landed.time - state.takeoffAt), config.colours.crashed);
  } else if (frame.flying) {
    put(shown, times(frame.m));
    mark(shown, 'flying');
    drawCurve(Math.max(0, now - state.takeoffAt), config.colours.curve);
  } else {
    const last = state.recent[0];
    // The last crash stays a moment, but not over a bet already placed on the next round: it would read as that bet's.
    const justCrashed = last !== undefined && now - state.afterMs < 3000 && !frame.bet;
    put(
      shown,
      justCrashed
        ? fill('crashedAt', { queda: times(last.odd) })
        : fill('takeoffIn', { s: Math.max(0, Math.ceil((state.takeoffAt - now) / 1000)) }),
    );
    mark(shown, justCrashed ? 'crashed' : 'waiting');
    drawCurve(0, config.colours.curve);
  }
}

function paintCashout({ flying, bet, m }: Frame): boolean {
  const cashout = button('cashout');
  const canCashOut = flying && bet !== null && !bet.settled && bet.cashout === null;
  if (cashout.hidden === canCashOut) cashout.hidden = !canCashOut;
  // While the tap travels the button says so at once, so a player never taps twice or doubts the first.
  if (canCashOut) {
    put(
      cashout,
      game.busy
        ? T('cashingOut')
        : fill('cashout', { x: times(m), valor: brl(paidAt(bet.amountCents, m)) }),
    );
    // What a tap sends: the server pays the multiplier the button says, not the one its tick reached.
    if (!game.busy) cashout.dataset.shown = String(m);
    if (cashout.disabled !== game.busy) cashout.disabled = game.busy;
  }
  return canCashOut;
}

function paintResult(frame: Frame, canCashOut: boolean): void {
  const told = canCashOut
    ? null
    : resultBet(frame.state, frame.bet, frame.now < frame.state.takeoffAt);
  const said = resultLine(told);
  put($('result'), said);
  if (said !== '' && told) mark($('result'), (told.winCents || 0) > 0 ? 'gain' : 'loss');
}

/** The bet button: its words, and what a tap does in `data-action` (controls.ts reads it). */
function paintBetButton(frame: Frame): void {
  const betButton = button('bet');
  const view = betButtonView(frame, queue.bet, game.busy);
  put(
    betButton,
    view.text === 'cancelQueued' && queue.bet
      ? fill('cancelQueued', { valor: brl(queue.bet.amountCents) })
      : T(view.text),
  );
  if (betButton.dataset.action !== view.action) betButton.dataset.action = view.action;
  const disabled = view.action === 'none';
  if (betButton.disabled !== disabled) betButton.disabled = disabled;
}

export function painter(drawCurve: DrawCurve): () => void {
  return () => {
    if (!game.state) return;
    const frame = frameAt(game.state);
    paintMultiplier(frame, drawCurve);
    const canCashOut = paintCashout(frame);
    paintResult(frame, canCashOut);
    paintBetButton(frame);
  };
}
