import { act } from './aggregator.js';
import { queue, queuedBetDue } from './bet-button.js';
import { config } from './config.js';
import { $, button, fieldText } from './dom.js';
import { game, roundBet } from './game-state.js';

const amountCents = () => Math.round(Number((fieldText('amount') || '0').replace(',', '.')) * 100);

function wireChips(): void {
  document.querySelectorAll('.chips button').forEach((chip) => {
    chip.addEventListener('click', () => {
      const { cents, scale } = (chip as HTMLElement).dataset;
      const wanted = cents
        ? Number(cents)
        : Math.round((amountCents() || config.bet.min) * Number(scale));
      const next = Math.min(config.bet.max, Math.max(config.bet.min, wanted));
      const field = $('amount') as HTMLInputElement;
      field.value = (next / 100).toFixed(2).replace('.', ',');
    });
  });
}

/** The bet the fields ask for: the amount, and the automatic cash-out if one is typed. */
function betCall(): { amountCents: number; autoCashout: number | null } {
  const autoText = fieldText('auto').trim().replace(',', '.');
  return { amountCents: amountCents(), autoCashout: autoText === '' ? null : Number(autoText) };
}

/** A tap on the bet button does what its words say (paint.ts sets them with `data-action`). */
function tapBet(paint: () => void): void {
  const action = button('bet').dataset.action;
  if (action === 'cancel') queue.bet = null;
  else if (action === 'queue' && game.state)
    queue.bet = { ...betCall(), askedIn: game.state.afterMs };
  else if (action === 'bet') void act('bet', betCall(), paint);
  paint();
}

/**
 * The queued bet, placed through the same call as a tap on "Apostar" as soon
 * as a later round takes bets; dropped if that round has a bet already.
 */
export function placeQueuedBet(paint: () => void): void {
  const queued = queue.bet;
  const state = game.state;
  if (queued === null || state === null) return;
  const round = { afterMs: state.afterMs, takeoffAt: state.takeoffAt, bet: roundBet(state) };
  if (round.afterMs > queued.askedIn && round.bet !== null) {
    queue.bet = null;
    return;
  }
  if (!queuedBetDue(queued, round, Date.now() + game.offset, game.busy)) return;
  queue.bet = null;
  void act('bet', { amountCents: queued.amountCents, autoCashout: queued.autoCashout }, paint);
}

export function wireControls(paint: () => void): void {
  $('bet').addEventListener('click', () => {
    tapBet(paint);
  });
  wireChips();
  $('cashout').addEventListener('click', () => {
    const shown = Number($('cashout').dataset.shown);
    void act('cashout', Number.isFinite(shown) && shown >= 1 ? { shown } : {}, paint);
  });
}
