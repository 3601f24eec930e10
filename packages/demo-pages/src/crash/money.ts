// One formatter for every frame: toLocaleString would build one per call.
const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export const brl = (cents: number) => reais.format(cents / 100);

export const times = (m: number | null) => (m ?? 0).toFixed(2).replace('.', ',') + 'x';

/** On whole hundredths, as the server pays: 1,15x on R$ 1,00 is R$ 1,15, not a float's R$ 1,14. */
export const paidAt = (cents: number, m: number) => Math.floor((cents * Math.round(m * 100)) / 100);
