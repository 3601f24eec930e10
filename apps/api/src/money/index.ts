export { recentLedgerEntries } from './ledger-repository.js';
