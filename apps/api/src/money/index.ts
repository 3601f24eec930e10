export { recentLedgerEntries } from './ledger-repository.js';
export { balanceStreamPlugin } from './balance-stream-routes.js';
export type { HeldMoneyOutcome } from './held-money-outcome.js';
export {
  adjustmentReference,
  chargeIdOfDepositReference,
  depositReference,
  gameReference,
  referenceParts,
  reversalReference,
  seedReference,
  withdrawalReference,
} from './ledger-references.js';
export { ADJUSTMENT_STATUS, postLedgerEntry } from './ledger.js';
export { statementRoutes } from './statement-routes.js';
