import { MINES_COUNT, MINES_GRID_SIZE, MINES_SUGGESTED_CELLS } from '@velas/domain/constants';
import type { MinesSignal, Probability } from '@velas/domain/schemas/signals';
import { binomial, fraction } from './probability.js';
import { sampleDistinct, type RandomSource } from './random-source.js';

const CELLS = MINES_GRID_SIZE * MINES_GRID_SIZE;

export function minesSignal(random: RandomSource): MinesSignal {
  return {
    kind: 'mines',
    safeCells: sampleDistinct(random, CELLS, MINES_SUGGESTED_CELLS),
    winProbability: minesSignalProbability(),
  };
}

export function minesSignalProbability(): Probability {
  return allSafeProbability(CELLS, MINES_COUNT, MINES_SUGGESTED_CELLS);
}

/**
 * Mines are placed uniformly among the cells; the picked cells are all safe
 * when every mine lies among the other cells: C(cells - picked, mines) / C(cells, mines).
 */
export function allSafeProbability(cells: number, mines: number, picked: number): Probability {
  return fraction(binomial(cells - picked, mines), binomial(cells, mines));
}
