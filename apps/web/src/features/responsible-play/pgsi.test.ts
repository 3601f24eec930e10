import { describe, expect, it } from 'vitest';
import { PGSI_QUESTIONS, pgsiMeaning, pgsiScore } from './pgsi';

describe('PGSI on the device', () => {
  it('scores only a complete questionnaire, 0 to 27', () => {
    expect(PGSI_QUESTIONS).toHaveLength(9);
    expect(pgsiScore([0, 1, 2, 3, 0, 0, 0, 0, null])).toBeNull();
    expect(pgsiScore([0, 1, 2, 3, 0, 0, 0, 0, 1])).toBe(7);
    expect(pgsiScore(PGSI_QUESTIONS.map(() => 3))).toBe(27);
  });

  it('reads the published bands', () => {
    expect(pgsiMeaning(0)).toMatch(/^Sem sinais/);
    expect(pgsiMeaning(2)).toMatch(/^Risco baixo/);
    expect(pgsiMeaning(3)).toMatch(/^Risco moderado/);
    expect(pgsiMeaning(7)).toMatch(/^Risco moderado/);
    expect(pgsiMeaning(8)).toMatch(/^Jogo problemático/);
  });
});
