// pt-BR numbers for the lab: shares as percentages, multipliers as "2x", p-values with a comma.
import { probabilityLabCopy } from './copy.ts';

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumSignificantDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

export const formatShare = (share: number) => percent.format(share);
export const formatMultiplier = (value: number) => `${upToTwoDecimals.format(value)}x`;
/** "p = 0,35" with two significant digits; tiny values read "p < 0,001", not in scientific notation. */
export const formatPValue = (value: number) =>
  value < 0.001 ? 'p < 0,001' : `p = ${decimal.format(value)}`;
/** A chance that may be tiny: below 0,01% it reads "menos de 0,01%" rather than "0%". */
export const formatChance = (share: number) =>
  share > 0 && share < 0.0001 ? probabilityLabCopy.belowSmallestChance : formatShare(share);
/** A count of rounds, whole and grouped: "1.234". */
export const formatRounds = (rounds: number) => Math.round(rounds).toLocaleString('pt-BR');
