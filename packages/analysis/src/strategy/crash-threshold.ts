// Found by evaluating the formula itself, so "draw ≥ r*" is exactly "crash ≥ target".

export const TWO_TO_32 = 2 ** 32;
export const TWO_TO_52 = 2 ** 52;

export function crashFromUniform(x: number): number {
  return Math.max(1, Math.floor(97 / (1 - x)) / 100);
}

export function uniformFromWords(first: number, second: number): number {
  return ((first >>> 12) * TWO_TO_32 + (second >>> 0)) / TWO_TO_52;
}

export interface WinThreshold {
  /** Smallest r (0 ≤ r ≤ 2^52) whose crash reaches the target; 2^52 when none does. */
  draw: number;
  /** draw split like the words: high 20 bits and low 32 bits. */
  high: number;
  low: number;
}

export function winThreshold(target: number): WinThreshold {
  let lowest = 0;
  let highest = TWO_TO_52;
  while (lowest < highest) {
    const middle = Math.floor((lowest + highest) / 2);
    if (crashFromUniform(middle / TWO_TO_52) >= target) highest = middle;
    else lowest = middle + 1;
  }
  const high = Math.floor(lowest / TWO_TO_32);
  return { draw: lowest, high, low: lowest - high * TWO_TO_32 };
}
