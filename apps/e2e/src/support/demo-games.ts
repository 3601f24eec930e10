import { CATALOGUE } from '@velas/domain/demo/catalogue';

/** A demo catalogue game's id, by its name. */
export function demoGameId(name: string): number {
  const game = CATALOGUE.flatMap((category) => category.games).find((one) => one.name === name);
  if (!game) throw new Error(`${name} is not in the demo catalogue`);
  return game.id;
}
