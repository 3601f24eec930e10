import { act } from './aggregator.js';
import { config } from './config.js';
import { $, fieldText } from './dom.js';

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

export function wireControls(paint: () => void): void {
  $('bet').addEventListener('click', () => {
    const amount = amountCents();
    const autoText = fieldText('auto').trim().replace(',', '.');
    void act(
      'bet',
      { amountCents: amount, autoCashout: autoText === '' ? null : Number(autoText) },
      paint,
    );
  });
  wireChips();
  $('cashout').addEventListener('click', () => {
    void act('cashout', {}, paint);
  });
}
