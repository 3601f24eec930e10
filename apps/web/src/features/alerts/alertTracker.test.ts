import type { RoundAlert } from '@velas/domain/schemas/alerts';
import type { Candle } from '@velas/domain/schemas/history';
import { describe, expect, it } from 'vitest';
import { describeAlert, firedText } from './alertText.ts';
import { createAlertTracker } from './alertTracker.ts';

let nextId = 1;
const round = (odd: number, betHouse = 'MINES_BET'): Candle => ({
  id: nextId++,
  odd,
  time: 0,
  hour: '12:00:00',
  date: '2026-03-10',
  formattedDate: '10/03/2026 12:00:00',
  betHouse,
});
const big: RoundAlert = { id: 1, kind: 'oddAtLeast', betHouse: 'MINES_BET', odd: 50 };
const drought: RoundAlert = { id: 2, kind: 'drought', betHouse: 'MINES_BET', odd: 10, rounds: 3 };

describe('alert tracker', () => {
  it('fires ">= 50x" on a round of at least 50x of its house only', () => {
    const tracker = createAlertTracker();
    expect(tracker.roundArrived([big], round(49.99))).toEqual([]);
    expect(tracker.roundArrived([big], round(50, 'VOA_BET'))).toEqual([]);
    const candle = round(50);
    expect(tracker.roundArrived([big], candle)).toEqual([{ alert: big, candle }]);
  });

  it('fires a drought once when it reaches its length, and again only after a new drought', () => {
    const tracker = createAlertTracker();
    const fires = [2, 3, 4, 5, 12, 1, 1, 1].map(
      (odd) => tracker.roundArrived([drought], round(odd)).length,
    );
    // Three dry rounds fire; the fourth does not repeat it; a 12x restarts the count.
    expect(fires).toEqual([0, 0, 1, 0, 0, 0, 0, 1]);
  });

  it('words each rule and what set it off', () => {
    expect(describeAlert(big, 'Velas')).toBe('Vela de 50,00x ou mais em Velas');
    expect(describeAlert(drought, 'VoaBet')).toBe(
      'Nenhuma vela de 10,00x ou mais em 3 rodadas em VoaBet',
    );
    expect(firedText(big, 73.5, 'Velas')).toBe('Saiu 73,50x em Velas.');
    expect(firedText(drought, 1.2, 'VoaBet')).toBe('3 rodadas seguidas sem 10,00x em VoaBet.');
  });
});
