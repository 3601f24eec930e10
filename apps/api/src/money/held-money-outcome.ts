/**
 * What an operator decided about money a brake held (oversight/): let it go
 * on its way, or give it back. The held win's row and the withdrawal's both
 * record it.
 */
export type HeldMoneyOutcome = 'released' | 'returned';

/** A decision as the held row records it: which row, the outcome, who decided and when. */
export interface HeldMoneyDecision {
  id: number;
  decision: HeldMoneyOutcome;
  by: string;
  at: Date;
}
