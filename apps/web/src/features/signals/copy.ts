export const signalsCopy = {
  /** Before the word "sinal" can read as a paid tip. */
  drawHeading: 'Sorteio aleatório, com a chance real',
  /** A screen opened by its address for a game this house does not open: said first, with the way out. */
  notPlayableHere: (game: string) => `${game} não está disponível nesta casa.`,
  seeAllGames: 'Ver Todos os Jogos',
  /** The ways on from a game that is not here: the game that plays, and its rounds. */
  playCrashGame: 'Jogar Aviator',
  seeRoundHistory: 'Ver o histórico das rodadas do Aviator',
  /** The draw is read first, the suggestion second. */
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
