// The Problem Gambling Severity Index (Ferris & Wynne, 2001): nine questions
// about the last 12 months, each scored 0–3. Scored on the device; the answers
// are never sent anywhere. Texts: our pt-BR rendering of the published items.
export const PGSI_QUESTIONS = [
  'Você apostou mais do que podia realmente perder?',
  'Você precisou apostar quantias cada vez maiores para sentir a mesma emoção?',
  'Você voltou outro dia para tentar recuperar o dinheiro perdido?',
  'Você pegou dinheiro emprestado ou vendeu algo para conseguir dinheiro para apostar?',
  'Você sentiu que pode ter um problema com apostas?',
  'As apostas causaram a você problemas de saúde, incluindo estresse ou ansiedade?',
  'Outras pessoas criticaram suas apostas ou disseram que você tinha um problema com apostas, mesmo que você achasse que não era verdade?',
  'As suas apostas causaram problemas financeiros para você ou para sua casa?',
  'Você se sentiu culpado pela maneira como aposta ou pelo que acontece quando aposta?',
] as const;

export const PGSI_ANSWERS = [
  { label: 'Nunca', points: 0 },
  { label: 'Às vezes', points: 1 },
  { label: 'Na maioria das vezes', points: 2 },
  { label: 'Quase sempre', points: 3 },
] as const;

/** The published bands: 0, 1–2, 3–7, 8 or more. */
export function pgsiMeaning(score: number): string {
  if (score === 0) return 'Sem sinais de problema com apostas.';
  if (score <= 2)
    return 'Risco baixo: poucos sinais de problema. Continue atento aos seus limites.';
  if (score <= 7)
    return 'Risco moderado: alguns sinais de que as apostas trazem consequências. Considere uma pausa e converse com alguém.';
  return 'Jogo problemático: as apostas provavelmente já trazem consequências e você pode estar perdendo o controle. Procure ajuda e considere a autoexclusão.';
}

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

/** The result card's title, in plain words. */
export const PGSI_BAND_TITLES: Record<PgsiBand, string> = {
  none: 'Sem sinais de problema',
  low: 'Risco baixo',
  moderate: 'Risco moderado',
  problem: 'Risco alto',
};

/**
 * One question at a time, as a phone shows it: the answers so far and the
 * question on screen (`shown` equal to the number of questions: the result).
 */
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
