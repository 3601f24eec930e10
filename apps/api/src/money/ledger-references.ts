// The unique index on the reference makes each entry happen once, so every
// module and SQL join must spell it the same way, byte for byte with the rows stored.

/** The fixed parts of the references: a kind's prefix, and the reversal's suffix. */
export const referenceParts = {
  deposit: 'deposit:',
  withdrawal: 'withdrawal:',
  reversalSuffix: ':reversal',
  game: 'game:',
  adjustment: 'adjustment:',
  seed: 'seed:demo:',
} as const;

export const depositReference = (chargeId: string) => `${referenceParts.deposit}${chargeId}`;

export const chargeIdOfDepositReference = (reference: string) =>
  reference.slice(referenceParts.deposit.length);

export const withdrawalReference = (withdrawalId: number) =>
  `${referenceParts.withdrawal}${String(withdrawalId)}`;

/** The entry that returns a failed or refused withdrawal's money. */
export const reversalReference = (withdrawalId: number) =>
  `${withdrawalReference(withdrawalId)}${referenceParts.reversalSuffix}`;

/**
 * A game's bet, win or rollback, by the aggregator's transaction uuid; a held
 * win released later is credited under the reference it would have had.
 */
export const gameReference = (transactionUuid: string) =>
  `${referenceParts.game}${transactionUuid}`;

export const adjustmentReference = (proposalId: number) =>
  `${referenceParts.adjustment}${String(proposalId)}`;

export const seedReference = (index: number) => `${referenceParts.seed}${String(index)}`;
