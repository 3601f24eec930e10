// The signal flow of docs/product.md#signal-flow as data: idle -> searching (3 s) -> result with a
// cooldown countdown -> ready again. Mines adds a reveal delay after the
// result; the generic signal clears its message when the cooldown ends.
import { COOLDOWN_SECONDS, MINES_REVEAL_MS, SIGNAL_SEARCH_MS } from '@velas/domain/constants';

export interface SignalTimings {
  searchMs: number;
  /** Extra wait after the result before it is revealed (Mines' spinners). */
  revealMs: number;
  cooldownSeconds: number;
  /** The generic signal's message disappears when the cooldown ends. */
  clearWhenReady: boolean;
}

export type SignalGame = keyof typeof COOLDOWN_SECONDS;

export function timingsFor(game: SignalGame): SignalTimings {
  return {
    searchMs: SIGNAL_SEARCH_MS,
    revealMs: game === 'mines' ? MINES_REVEAL_MS : 0,
    cooldownSeconds: COOLDOWN_SECONDS[game],
    clearWhenReady: game === 'generic',
  };
}

type SignalPhase = 'idle' | 'searching' | 'cooldown';

export interface SignalCycleState<S> {
  phase: SignalPhase;
  /** The latest signal, kept after the cooldown unless the game clears it. */
  signal: S | null;
  /** False while Mines still shows its spinners. */
  revealed: boolean;
  secondsLeft: number;
}

export const initialSignalCycle = {
  phase: 'idle',
  signal: null,
  revealed: false,
  secondsLeft: 0,
} as const satisfies SignalCycleState<never>;

/** Whole seconds left until `endsAt`, never negative. */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** "01:30": the countdown shown while a signal cools down. */
export function formatCountdown(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
