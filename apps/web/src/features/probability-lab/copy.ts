// The pt-BR words of this folder's screens (docs/architecture.md#texts).
export const probabilityLabCopy = {
  /** One figure a line, each with its words (docs/design.md#clarity). */
  oddsOrMore: (multiplier: string) => `${multiplier} ou mais`,
  trueChance: 'Chance real:',
  observed: 'Saiu:',
  observedCount: (hits: number, rounds: number) =>
    `${hits.toLocaleString('pt-BR')} de ${rounds.toLocaleString('pt-BR')} rodadas`,
  noRounds: 'Ainda sem rodadas para comparar.',
};
