/** Below this many rounds a return says more about luck than about the game. */
export const MIN_RETURN_ROUNDS = 30;
const Z_95 = 1.959963984540054;

export interface RoundMoney {
  staked: number;
  returned: number;
}

export interface ObservedReturn {
  rounds: number;
  ratio: number;
  /** 95% interval of the ratio; the lower end never below 0. */
  lower: number;
  upper: number;
}

export function observedReturn(
  rounds: readonly RoundMoney[],
  minRounds: number = MIN_RETURN_ROUNDS,
): ObservedReturn | null {
  const staked = rounds.filter((round) => round.staked > 0);
  const n = staked.length;
  if (n < Math.max(2, minRounds)) return null;
  let totalStaked = 0;
  let totalReturned = 0;
  for (const round of staked) {
    totalStaked += round.staked;
    totalReturned += round.returned;
  }
  const ratio = totalReturned / totalStaked;
  let squares = 0;
  for (const round of staked) squares += (round.returned - ratio * round.staked) ** 2;
  const meanStake = totalStaked / n;
  const standardError = Math.sqrt(squares / (n * (n - 1))) / meanStake;
  return {
    rounds: n,
    ratio,
    lower: Math.max(0, ratio - Z_95 * standardError),
    upper: ratio + Z_95 * standardError,
  };
}
