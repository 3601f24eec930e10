// Amounts and multipliers as the page shows them, and what a bet pays.

// One formatter for every frame: toLocaleString would build one per call.
const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const brl = (cents: number) => reais.format(cents / 100);

export const times = (m: number | null) => (m ?? 0).toFixed(2).replace('.', ',') + 'x';

/**
 * What a bet pays at multiplier `m`, by the server's rule (crash-rules.ts settleBet):
 * on whole hundredths, so 1,15x on R$ 1,00 pays R$ 1,15 and not a float's R$ 1,14.
 */
export const paidAt = (cents: number, m: number) => Math.floor((cents * Math.round(m * 100)) / 100);
