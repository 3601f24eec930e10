import { FIRST_CATEGORY_POSITION, SIGNAL_CATEGORIES } from '@velas/domain/constants';
import type { Category, Game } from '@velas/domain/schemas/casino';

/** The category at position 9 first; the rest keep the order the platform sent. */
export function orderCategories(categories: readonly Category[]): Category[] {
  const first = categories.filter((category) => category.position === FIRST_CATEGORY_POSITION);
  return [
    ...first,
    ...categories.filter((category) => category.position !== FIRST_CATEGORY_POSITION),
  ];
}

/** A game no aggregator connects is not a tile: a wall of greyed tiles read as a casino that does not work. */
export function playableCatalogue(categories: readonly Category[]): {
  categories: Category[];
  hidden: number;
} {
  let hidden = 0;
  const shown: Category[] = [];
  for (const category of categories) {
    const games = category.games.filter((game) => game.playable);
    hidden += category.games.length - games.length;
    if (games.length > 0) shown.push({ ...category, games });
  }
  return { categories: shown, hidden };
}

/** Tile image: the game's image path followed by 'mobile' or 'desktop'. */
export function tileImage(game: Game, mobile: boolean): string {
  return `${game.image}${mobile ? 'mobile' : 'desktop'}`;
}

type SignalMode = (typeof SIGNAL_CATEGORIES)[keyof typeof SIGNAL_CATEGORIES];

/** Which signal a category's games open with, if any. */
export function signalModeOf(categoryName: string): SignalMode | null {
  return Object.hasOwn(SIGNAL_CATEGORIES, categoryName)
    ? SIGNAL_CATEGORIES[categoryName as keyof typeof SIGNAL_CATEGORIES]
    : null;
}

/** A provider's short name as categories spell it, and its name in full. */
const PROVIDER_NAMES: Record<string, string> = { PG: 'PG Soft' };

/** The name itself stays what the platform sent, since signal mode keys on it. */
export function categoryHeading(categoryName: string): string {
  const provider = categoryName
    .replace(/^melhores\s+/i, '')
    // "Jogos da PG": a provider is written with a capital; "Jogos de Roleta" names a kind.
    .replace(/^[Jj]ogos\s+d[aoe]\s+(?=[A-Z]{2})/, '');
  return PROVIDER_NAMES[provider] ?? provider;
}
