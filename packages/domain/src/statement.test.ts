// The Extrato's words for a prize and a day's games (docs/product.md#statement).
import { describe, expect, it } from 'vitest';
import { gamesResultWords, prizeResult } from './statement.js';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('a prize beside its bet', () => {
  it('says what the round left, the bet named, never the prize as the winnings', () => {
    expect(plain(prizeResult(208, 200))).toBe('lucro de R$ 0,08 na rodada (apostou R$ 2,00)');
    expect(plain(prizeResult(150, 200))).toBe('perda de R$ 0,50 na rodada (apostou R$ 2,00)');
    expect(plain(prizeResult(200, 200))).toBe('sem lucro nem perda na rodada (apostou R$ 2,00)');
  });
});

describe("a day's games in words", () => {
  it('signs the result in words', () => {
    expect(plain(gamesResultWords(-492))).toBe('você perdeu R$ 4,92 jogando');
    expect(plain(gamesResultWords(1_000))).toBe('você ganhou R$ 10,00 jogando');
    expect(gamesResultWords(0)).toBe('sem lucro nem perda');
  });
});
