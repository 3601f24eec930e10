// The Problem Gambling Severity Index (Ferris & Wynne, 2001). Scored on the
// device; the answers are never sent anywhere.
import { responsiblePlayCopy } from './copy.ts';

export const PGSI_QUESTIONS = responsiblePlayCopy.pgsiQuestions;

export const PGSI_ANSWERS = responsiblePlayCopy.pgsiAnswerLabels.map((label, points) => ({
  label,
  points,
}));

export function pgsiScore(answers: readonly (number | null)[]): number | null {
  if (answers.length !== PGSI_QUESTIONS.length || answers.some((answer) => answer === null))
    return null;
  return answers.reduce<number>((sum, answer) => sum + (answer ?? 0), 0);
}

export type PgsiBand = 'none' | 'low' | 'moderate' | 'problem';

/** The published bands as a word: 0, 1–2, 3–7, 8 or more. */
export function pgsiBand(score: number): PgsiBand {
  if (score === 0) return 'none';
  if (score <= 2) return 'low';
  if (score <= 7) return 'moderate';
  return 'problem';
}

/** What the score means, in words of its band. */
export function pgsiMeaning(score: number): string {
  return responsiblePlayCopy.pgsiMeanings[pgsiBand(score)];
}

/** The result card's title, in plain words. */
export const PGSI_BAND_TITLES: Record<PgsiBand, string> = responsiblePlayCopy.pgsiBandTitles;

export interface PgsiProgress {
  answers: readonly (number | null)[];
  shown: number;
}

export const PGSI_START: PgsiProgress = {
  answers: PGSI_QUESTIONS.map(() => null),
  shown: 0,
};

/** Answers the question on screen and moves to the first one still open, or to the result. */
export function answerPgsi(progress: PgsiProgress, points: number): PgsiProgress {
  if (progress.shown >= PGSI_QUESTIONS.length) return progress;
  const answers = progress.answers.map((value, at) => (at === progress.shown ? points : value));
  const open = answers.findIndex((value, at) => value === null && at > progress.shown);
  const anyOpen = answers.indexOf(null);
  const shown = open >= 0 ? open : anyOpen >= 0 ? anyOpen : PGSI_QUESTIONS.length;
  return { answers, shown };
}

/** Back to the previous question, its answer kept and shown. */
export function backPgsi(progress: PgsiProgress): PgsiProgress {
  return { ...progress, shown: Math.max(0, progress.shown - 1) };
}
