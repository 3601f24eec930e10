import { describe, expect, it } from 'vitest';
import { rangeProgressText } from './rangeProgress.ts';

describe('rangeProgressText', () => {
  it('says the rounds checked, the pace and the time left', () => {
    expect(rangeProgressText({ checked: 400_000, total: 1_300_000, elapsedMs: 500 }, true)).toBe(
      '400.000 de 1.300.000 rodadas · 800.000 rodadas/s · faltam 1 s',
    );
    expect(rangeProgressText({ checked: 1_000, total: 181_000, elapsedMs: 1_000 }, true)).toBe(
      '1.000 de 181.000 rodadas · 1.000 rodadas/s · faltam 3 min 0 s',
    );
  });

  it('marks an estimated total, and says nothing of the pace before the first rounds', () => {
    expect(rangeProgressText({ checked: 0, total: 200_000, elapsedMs: 0 }, false)).toBe(
      '0 de cerca de 200.000 rodadas',
    );
    expect(rangeProgressText({ checked: 1_000, total: 11_000, elapsedMs: 1_000 }, false)).toBe(
      '1.000 de cerca de 11.000 rodadas · 1.000 rodadas/s · faltam cerca de 10 s',
    );
    expect(rangeProgressText({ checked: 100_000, total: 100_000, elapsedMs: 200 }, false)).toBe(
      '100.000 de cerca de 100.000 rodadas · 500.000 rodadas/s · falta menos de 1 s',
    );
  });
});
