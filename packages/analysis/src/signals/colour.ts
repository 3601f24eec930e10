// Both games are symmetric, so either colour has the same chance; a tie loses the colour bet.
import { COLOURS, type ColourSignal, type Probability } from '@velas/domain/schemas/signals';
import { fraction } from './probability.js';
import { pickOne, type RandomSource } from './random-source.js';

export type ColourGame = ColourSignal['game'];

interface Outcomes {
  sideWins: number;
  ties: number;
  total: number;
}

export function colourSignal(game: ColourGame, random: RandomSource): ColourSignal {
  const { win, tie } = colourOdds(game);
  return {
    kind: 'colour',
    game,
    colour: pickOne(random, COLOURS),
    winProbability: win,
    tieProbability: tie,
  };
}

export function colourOdds(game: ColourGame): { win: Probability; tie: Probability } {
  const { sideWins, ties, total } = game === 'bacBo' ? bacBoOutcomes() : footballStudioOutcomes();
  return { win: fraction(sideWins, total), tie: fraction(ties, total) };
}

function bacBoOutcomes(): Outcomes {
  const ways = new Array<number>(13).fill(0);
  for (let first = 1; first <= 6; first++) {
    for (let second = 1; second <= 6; second++)
      ways[first + second] = (ways[first + second] as number) + 1;
  }
  return compareSides(ways.map((count) => ({ count, sameValuePairs: count * count })));
}

/**
 * Football Studio: one card a side, dealt without replacement from a shoe of
 * 8 decks (13 ranks x 4 suits x 8 = 32 cards a rank); the higher rank wins,
 * equal ranks tie.
 */
function footballStudioOutcomes(): Outcomes {
  const cardsPerRank = 4 * 8;
  return compareSides(
    Array.from({ length: 13 }, () => ({
      count: cardsPerRank,
      // The second card of a tie comes from the 31 cards of that rank left in the shoe.
      sameValuePairs: cardsPerRank * (cardsPerRank - 1),
    })),
  );
}

/**
 * Ordered (side A, side B) outcomes over values in ascending order: a pair of
 * different values draws count(a) x count(b) ways (with or without replacement,
 * the second draw's pool of another value is whole); equal values draw
 * `sameValuePairs` ways.
 */
function compareSides(values: readonly { count: number; sameValuePairs: number }[]): Outcomes {
  let sideWins = 0;
  let ties = 0;
  let smallerSoFar = 0;
  for (const { count, sameValuePairs } of values) {
    sideWins += count * smallerSoFar;
    ties += sameValuePairs;
    smallerSoFar += count;
  }
  return { sideWins, ties, total: 2 * sideWins + ties };
}
