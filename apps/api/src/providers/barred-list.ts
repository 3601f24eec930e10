/**
 * The bases the module consults today: central self-exclusion
 * (IN SPA/MF nº 31/2025, Portaria SPA/MF nº 2.579/2025) and holders of Bolsa
 * Família or BPC (IN SPA/MF nº 22/2025, Portaria SPA/MF nº 2.217/2025).
 */
export type BarredListBase = 'autoexclusao_centralizada' | 'beneficio_social';

export interface BarredListAnswer {
  cpf: string;
  /** When the provider answered, epoch milliseconds. */
  answeredAt: number;
  bases: { base: BarredListBase; barred: boolean }[];
}

export const barredBases = (answer: BarredListAnswer): BarredListBase[] =>
  answer.bases.filter((entry) => entry.barred).map((entry) => entry.base);
