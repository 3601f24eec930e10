import { describe, expect, it } from 'vitest';
import {
  PGSI_BAND_TITLES,
  PGSI_QUESTIONS,
  PGSI_START,
  answerPgsi,
  backPgsi,
  pgsiBand,
  pgsiMeaning,
  pgsiScore,
} from './pgsi.ts';

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

describe('PGSI one question at a time', () => {
  it('walks the nine questions in order and ends on the score', () => {
    let progress = PGSI_START;
    for (const points of [0, 1, 2, 3, 0, 0, 0, 0]) progress = answerPgsi(progress, points);
    expect(progress.shown).toBe(8);
    expect(pgsiScore(progress.answers)).toBeNull();
    progress = answerPgsi(progress, 1);
    expect(progress.shown).toBe(PGSI_QUESTIONS.length);
    expect(pgsiScore(progress.answers)).toBe(7);
    expect(pgsiBand(7)).toBe('moderate');
    expect(PGSI_BAND_TITLES[pgsiBand(7)]).toBe('Risco moderado');
  });

  it('goes back with the answer kept, and a changed answer returns to the first open one', () => {
    let progress = answerPgsi(answerPgsi(PGSI_START, 3), 2);
    progress = backPgsi(progress);
    expect(progress.shown).toBe(1);
    expect(progress.answers[1]).toBe(2);
    progress = backPgsi(backPgsi(progress));
    expect(progress.shown).toBe(0);
    progress = answerPgsi(progress, 0);
    expect(progress.answers.slice(0, 3)).toEqual([0, 2, null]);
    expect(progress.shown).toBe(2);
  });

  it('reads the four bands', () => {
    expect([0, 1, 2, 3, 7, 8, 27].map(pgsiBand)).toEqual([
      'none',
      'low',
      'low',
      'moderate',
      'moderate',
      'problem',
      'problem',
    ]);
  });
});
