export { storeFixedCatalogue } from './fixed-catalogue-repository.js';
export { type CatalogueGame, findGame, listCatalogue } from './lobby-catalogue-repository.js';
export {
  connectCatalogueGame,
  markWinDecided,
  type TransactionKind,
} from './game-wallet-repository.js';
export { recentGameTransactions } from './player-transactions-repository.js';
