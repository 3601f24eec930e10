// pt-BR numbers for the lab: shares as percentages, multipliers as "2x", p-values with a comma.
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumSignificantDigits: 2 });

export const formatShare = (share: number) => percent.format(share);
export const formatMultiplier = (value: number) =>
  `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(value)}x`;
/** "p = 0,35" with two significant digits; tiny values read "p < 0,001", not in scientific notation. */
export const formatPValue = (value: number) =>
  value < 0.001 ? 'p < 0,001' : `p = ${decimal.format(value)}`;
