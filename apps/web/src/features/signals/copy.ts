// The pt-BR words of this folder's screens (docs/architecture.md#texts). The
// texts the e2e suite and the api share stay in @velas/domain/messages.
import { MINES_COUNT } from '@velas/domain/constants';

export const signalsCopy = {
  /**
   * The controls' heading on every signal screen: what a signal is, before
   * the word "sinal" can read as a paid tip (docs/product.md#signal-screens).
   */
  drawHeading: 'Sorteio aleatório, com a chance real',
  /**
   * Each result opens with what the signal does not know, at the size of the
   * signal itself (docs/product.md#signal-flow): the draw is read first, the
   * suggestion second.
   */
  minesLead: 'Sorteio ao acaso: o sinal não sabe onde estão as minas.',
  minesPicked: 'Casas sorteadas: as 3 marcadas com um dado no campo abaixo.',
  /** The chance holds only for the game set to this many mines: a condition, not a tip. */
  minesCondition: `A chance vale para o jogo com ${String(MINES_COUNT)} minas.`,
  colourLead: 'Sorteio ao acaso: o sinal não sabe qual cor vai sair.',
  colourBet: 'Cor sorteada:',
  rouletteLead: 'Sorteio ao acaso: o sinal não sabe qual número vai sair.',
  entriesLead: 'Sorteio ao acaso: o sinal não sabe o resultado das rodadas.',
  /** Slot rounds to play at the game's normal speed, then in its fast (turbo) mode. */
  entriesNormal: 'Rodadas na velocidade normal:',
  entriesTurbo: 'Rodadas no modo rápido:',
  minesBoard: 'Campo do Mines',
  cellClosed: 'fechada',
  cellPicked: 'sorteada ao acaso',
  cellNotPicked: 'não sorteada',
};
