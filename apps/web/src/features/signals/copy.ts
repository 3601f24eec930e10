// The pt-BR words of this folder's screens (docs/architecture.md#texts). The
// texts the e2e suite and the api share stay in @velas/domain/messages/.
export const signalsCopy = {
  /**
   * The controls' heading on every signal screen: what a signal is, before
   * the word "sinal" can read as a paid tip (docs/product/signals.md#signal-screens).
   */
  drawHeading: 'Sorteio aleatório, com a chance real',
  /** A screen opened by its address for a game this house does not open: said first, with the way out. */
  notPlayableHere: (game: string) => `${game} não está disponível nesta casa.`,
  seeAllGames: 'Ver Todos os Jogos',
  /**
   * Each result opens with what the signal does not know, at the size of the
   * signal itself (docs/product/signals.md#signal-flow): the draw is read first, the
   * suggestion second.
   */
  minesLead: 'Sorteio ao acaso: o sinal não sabe onde estão as minas.',
  /** "Quadrados", not "casas": the card names the betting house too ("ficam com a casa"). */
  minesPicked: 'Quadrados sorteados: os 3 marcados com um dado no campo abaixo.',
  colourLead: 'Sorteio ao acaso: o sinal não sabe qual cor vai sair.',
  colourBet: 'Cor sorteada:',
  rouletteLead: 'Sorteio ao acaso: o sinal não sabe qual número vai sair.',
  entriesLead: 'Sorteio ao acaso: o sinal não sabe o resultado das rodadas.',
  /** Slot rounds to play at the game's normal speed, then in its fast (turbo) mode. */
  entriesNormal: 'Rodadas na velocidade normal:',
  entriesTurbo: 'Rodadas no modo rápido:',
  minesBoard: 'Campo do Mines',
  cellClosed: 'fechado',
  cellPicked: 'sorteado ao acaso',
  cellNotPicked: 'não sorteado',
};
