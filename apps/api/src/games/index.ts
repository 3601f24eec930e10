export { storeFixedCatalogue } from './fixed-catalogue-repository.js';
export { type CatalogueGame, findGame, listCatalogue } from './lobby-catalogue-repository.js';
export {
  connectCatalogueGame,
  markWinDecided,
  type TransactionKind,
} from './game-wallet-repository.js';
export { recentGameTransactions } from './player-transactions-repository.js';
export type { AggregatorCatalogue } from './aggregator-catalogue.js';
export { aggregatorClient } from './aggregator-client.js';
export { gameAggregatorPlugin } from './game-aggregator.js';
export type { FakeAggregator } from './game-aggregator.js';
export { launchGame } from './game-launch.js';
export { GAME_LEDGER_STATUS } from './game-wallet.js';
export { gameWalletRoutes } from './wallet-routes.js';
export { bodySigner, bodyVerifier } from './wallet-signature.js';
export type { BodyVerifier } from './wallet-signature.js';
