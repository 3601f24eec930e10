// How the Extrato names a game's round (statement.ts roundLabel): never an
// internal reference a player cannot read.
import { describe, expect, it } from 'vitest';
import { roundLabel } from './statement.js';

describe('the round a statement line names', () => {
  it('is a stored round by its number', () => {
    expect(roundLabel('MINES_BET:179592')).toBe('#179592');
  });

  it('is none for a bet placed before its round was stored', () => {
    expect(roundLabel('MINES_BET:after:1795927657035')).toBeNull();
  });

  it("is another aggregator's round id as it sent it", () => {
    expect(roundLabel('r-8841-aa')).toBe('r-8841-aa');
  });
});
