// The door of games/: what the other folders may use of its repositories, which
// they import from here and never from the repository itself
// (docs/architecture.md#api-code-rules).
export { storeFixedCatalogue } from './fixed-catalogue-repository.js';
export {
  connectCatalogueGame,
  markWinDecided,
  type TransactionKind,
} from './game-wallet-repository.js';
export { recentGameTransactions } from './player-transactions-repository.js';
