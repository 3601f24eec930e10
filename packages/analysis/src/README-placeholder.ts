// Placeholder until the analysis issue fills this package.
export const ANALYSIS_PACKAGE = '@velas/analysis';
