// The Extrato's words for a prize and a day's games (docs/product/wallet.md#statement).
import { describe, expect, it } from 'vitest';
import { toCents } from './money.js';
import { gamesResultWords, prizeResult, statementDayHeading } from './statement.js';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('a prize beside its bet', () => {
  it('says what the round left, the bet named, never the prize as the winnings', () => {
    expect(plain(prizeResult(toCents(208), toCents(200)))).toBe(
      'lucro de R$ 0,08 na rodada (apostou R$ 2,00)',
    );
    expect(plain(prizeResult(toCents(150), toCents(200)))).toBe(
      'perda de R$ 0,50 na rodada (apostou R$ 2,00)',
    );
    expect(plain(prizeResult(toCents(200), toCents(200)))).toBe(
      'sem lucro nem perda na rodada (apostou R$ 2,00)',
    );
  });
});

describe("a day's games in words", () => {
  it('signs the result in words', () => {
    expect(plain(gamesResultWords(toCents(-492)))).toBe('você perdeu R$ 4,92');
    expect(plain(gamesResultWords(toCents(1_000)))).toBe('você ganhou R$ 10,00');
    expect(gamesResultWords(toCents(0))).toBe('sem lucro nem perda');
  });
});

describe('a day heading', () => {
  it('says Hoje, Ontem, or the weekday and date', () => {
    // Sunday 29/11/2026 10:00 in São Paulo.
    const now = Date.parse('2026-11-29T13:00:00Z');
    expect(statementDayHeading('2026-11-29', now)).toBe('Hoje');
    expect(statementDayHeading('2026-11-28', now)).toBe('Ontem');
    expect(statementDayHeading('2026-11-27', now)).toBe('sexta, 27/11/2026');
  });

  it('counts Ontem by the calendar on a day of 23 or 25 hours', () => {
    // 00:30 on 19/10/2015, the day after daylight saving time skipped midnight:
    // 24 hours earlier was still 17/10.
    expect(statementDayHeading('2015-10-18', Date.parse('2015-10-19T02:30:00Z'))).toBe('Ontem');
    // The second 23:30 of 20/02/2016, when the clock went back: 24 hours
    // earlier was already 20/02.
    expect(statementDayHeading('2016-02-19', Date.parse('2016-02-21T02:30:00Z'))).toBe('Ontem');
  });
});
