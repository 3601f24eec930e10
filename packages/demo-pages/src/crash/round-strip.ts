// Each list is rebuilt only when what it lists changed.
import { betLine } from './bet-lines.js';
import { config, fill } from './config.js';
import { $, put } from './dom.js';
import type { GameState, Round } from './game-state.js';
import { brl, times } from './money.js';

let recentKey = '';
let betsKey = '';

const tone = (odd: number) =>
  odd < 2 ? config.colours.low : odd < config.pink ? config.colours.mid : config.colours.high;

/** An amount chip the balance cannot pay stays greyed, not lit as a choice. */
function greyUnaffordableChips(balanceCents: number): void {
  document.querySelectorAll('.chips button[data-cents]').forEach((chip) => {
    const button = chip as HTMLButtonElement;
    const unaffordable = Number(button.dataset.cents) > balanceCents;
    if (button.disabled !== unaffordable) button.disabled = unaffordable;
  });
}

function roundChip(round: Round): HTMLLIElement {
  const chip = document.createElement('li');
  chip.textContent = times(round.odd);
  chip.style.background = tone(round.odd);
  chip.title = fill('recentChip', { rodada: round.id, queda: times(round.odd) });
  return chip;
}

function renderRecent(recent: Round[]): void {
  const key = recent.map((r) => r.id).join();
  if (key === recentKey) return;
  recentKey = key;
  $('recent').replaceChildren(...recent.map(roundChip));
}

function renderBets(current: GameState): void {
  const settled = current.bets.filter((b) => b.settled).slice(0, 5);
  const lines = settled.map(betLine);
  if (lines.join('|') === betsKey) return;
  betsKey = lines.join('|');
  $('bets').replaceChildren(
    ...settled.map((bet, index) => {
      const li = document.createElement('li');
      li.textContent = lines[index] ?? '';
      const win = bet.winCents || 0;
      li.dataset.tone = win > bet.amountCents ? 'gain' : win < bet.amountCents ? 'loss' : 'even';
      return li;
    }),
  );
}

export function renderLists(current: GameState): void {
  put($('balance'), fill('balance', { valor: brl(current.balanceCents) }));
  greyUnaffordableChips(current.balanceCents);
  renderRecent(current.recent);
  renderBets(current);
}
