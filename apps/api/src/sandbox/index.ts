export { demoReportSource } from './aggregator/daily-report.js';
export { demoParts } from './demo-parts.js';
export type { DemoParts } from './demo-parts.js';
