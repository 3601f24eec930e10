// Each tab's parts compose several features, so they live with the route.
import type { CandleVerdicts } from '#/features/fairness/useCandleVerdicts.ts';
import type { TodaysRounds } from './useTodaysRounds.ts';

export interface HistoryScreenState {
  date: string;
  /** The window's size. */
  count: number;
  rounds: TodaysRounds;
  verdicts: CandleVerdicts;
  /** The round the live stream brought last. */
  freshId: number | null;
  /** The round a proof link asked Verificar to check (`?rodada=N`). */
  askedRound: number | null;
  /** Horários' link to other days asked for the hour maps open (`?mapas=abertos`). */
  mapsAsked: boolean;
}
