import { describe, expect, it } from 'vitest';
import { compareHouses, compareTarget } from './compareHouses.ts';
import {
  clockWords,
  everyRounds,
  hourRows,
  methodLine,
  pValueText,
  roundsOfDay,
  verdictOf,
} from './compareWords.ts';

const repeat = (odd: number, times: number) => Array.from({ length: times }, () => odd);

describe('the words of Comparar casas', () => {
  it('opens with one sentence: the houses paid alike when chance explains the gaps', () => {
    const a = [...repeat(12, 6), ...repeat(1.5, 14)];
    const b = [...repeat(12, 4), ...repeat(1.5, 16)];
    expect(verdictOf(compareHouses(a, b), 'BR4BET', 'VoaBet', '15h12')).toBe(
      'Nenhuma casa pagou mais. Hoje desde as 15h12, em 20 rodadas de cada casa, BR4BET e VoaBet pagaram parecido: as diferenças são do tamanho do acaso.',
    );
  });

  it('names the target and the house when the samples tell them apart, and that it says nothing of the next round', () => {
    const a = [...repeat(12, 600), ...repeat(1.5, 1400)];
    const b = [...repeat(12, 400), ...repeat(1.5, 1500)];
    expect(verdictOf(compareHouses(a, b), 'BR4BET', 'VoaBet', '09h05')).toBe(
      'Hoje desde as 09h05, em 2.000 rodadas de BR4BET e 1.900 rodadas de VoaBet, BR4BET pagou mais velas de 2x e 10x ou mais que VoaBet, além do que o acaso explicaria. Isso descreve o que já saiu: não muda a chance da próxima rodada.',
    );
    expect(verdictOf(compareHouses([], [2]), 'BR4BET', 'VoaBet', '')).toBe(
      'Ainda não há rodadas de hoje para comparar.',
    );
  });

  it('writes the method with pt-BR commas, never a decimal point', () => {
    const a = [...repeat(12, 6), ...repeat(1.5, 14)];
    const b = [...repeat(12, 4), ...repeat(1.5, 16)];
    const line = methodLine(compareTarget(a, b, 10), 'BR4BET', 'VoaBet');
    expect(line).toMatch(
      /^10x: diferença de 10 pontos \(BR4BET 30,0%, de \d+,\d% a \d+,\d%; VoaBet 20,0%, de \d+,\d% a \d+,\d%\)\. Amostra não distingue as casas \(p = 0,47\)\. Para distinguir uma diferença deste tamanho seriam precisas ~294 rodadas por casa\.$/,
    );
    expect(line).not.toMatch(/\d\.\d{1,2}\b/);
    expect(pValueText(0.0004)).toBe('p < 0,001');
    expect(everyRounds(9.75)).toBe('9,8');
    expect(everyRounds(null)).toBe('—');
  });

  it('lists the window\'s hours up to the current one, never "—" or hours it did not count', () => {
    const rows = hourRows(
      [
        { hour: 9, count: 3 },
        { hour: 14, count: 5 },
      ],
      [{ hour: 10, count: 2 }],
      { firstHour: 9, lastHour: 14, since: null, running: null },
    );
    // From the hour the window starts in: earlier hours were not counted, so no rows of 0.
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({ hour: 9, label: '09h', a: '3', b: '0' });
    expect(rows[1]).toEqual({ hour: 10, label: '10h', a: '0', b: '2' });
    expect(rows[5]).toEqual({ hour: 14, label: '14h', a: '5', b: '0' });
    expect(rows.some((row) => row.a === '—' || row.b === '—')).toBe(false);
    expect(
      hourRows([], [], { firstHour: 0, lastHour: 0, since: null, running: null }),
    ).toHaveLength(1);
    // A day that is over runs to its last hour.
    expect(
      hourRows([], [], { firstHour: 0, lastHour: 23, since: null, running: null })[23],
    ).toEqual({ hour: 23, label: '23h', a: '0', b: '0' });
  });

  it('says which hours are partial: the one the window starts inside, and the one still running', () => {
    const labels = hourRows([], [], {
      firstHour: 6,
      lastHour: 13,
      since: '06h39',
      running: 13,
    }).map((row) => row.label);
    expect(labels[0]).toBe('06h (desde 06h39)');
    expect(labels[1]).toBe('07h');
    expect(labels.at(-1)).toBe('13h (até agora)');
  });

  it('says when a window starts as the São Paulo clock reads it', () => {
    // 18:12:40 UTC is 15:12:40 in São Paulo.
    expect(clockWords(Date.parse('2026-11-29T18:12:40Z'))).toBe('15h12');
  });

  it('counts only the day’s rounds, so the headline and the hourly table share one window', () => {
    // 02:50 UTC on the 29th is 23:50 of the 28th in São Paulo.
    const late = { odd: 12, time: Date.parse('2026-11-29T02:50:00Z') };
    const early = { odd: 1.5, time: Date.parse('2026-11-29T03:10:00Z') };
    expect(roundsOfDay([late, early], '2026-11-29')).toEqual([early]);
    expect(roundsOfDay([late, early], '2026-11-28')).toEqual([late]);
  });
});
