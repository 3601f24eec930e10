export { reportSource } from './aggregator-report-source.js';
export { reconcileMoney } from './combined-reconciliation.js';
export type { MoneyLine, ReportSource } from './game-money.js';
export type { ReceivedPixLine } from './received-pix.js';
export { gameMoneyText, payoutsText, receivedPixText } from './reconciliation-text.js';
