// Whether a signal screen's game can be played in this house:
// the menu and the home list a "Sinais"
// screen only then, and the screen itself says so when it cannot. A signal for
// a game the lobby does not open is a dead end. Read from the catalogue the
// lobby lists (a game's `playable`), never from a list of our own.
import { GAME_IDS, SIGNAL_CATEGORIES } from '@velas/domain/constants';
import type { RoutePath } from '@velas/domain/routes';
import type { Category } from '@velas/domain/schemas/casino';
import { useCategoriesQuery } from '#/services/gamesApi.ts';
import { usePublicSettings } from '#/services/settingsApi.ts';

/** Each signal screen's game; null for Roletas, whose roulette has no game id of its own. */
const SIGNAL_SCREEN_GAMES = {
  '/mines': GAME_IDS.minesPro,
  '/football-studio': GAME_IDS.footballStudio,
  '/bacboo': GAME_IDS.bacBo,
  '/roletas': null,
} as const satisfies Partial<Record<RoutePath, number | null>>;

export type SignalScreenPath = keyof typeof SIGNAL_SCREEN_GAMES;

const ROULETTE_CATEGORIES = new Set<string>(
  Object.entries(SIGNAL_CATEGORIES)
    .filter(([, mode]) => mode === 'roulette')
    .map(([name]) => name),
);

/**
 * A catalogue game that opens; for the roulette (no game id), any game of a
 * roulette category that opens, or the operator's betting site, which Roletas's
 * "Jogar aqui" frames. undefined while the answers are on their way.
 */
function usePlayability(): (gameId: number | null) => boolean | undefined {
  const settings = usePublicSettings();
  const { data, isError } = useCategoriesQuery(undefined);
  const categories: readonly Category[] | undefined = isError ? [] : data;
  const bettingSite = settings === undefined ? undefined : !!settings.gameFallbackUrl;
  return (gameId) => {
    const inCatalogue = categories?.some(
      (category) =>
        (gameId !== null || ROULETTE_CATEGORIES.has(category.name)) &&
        category.games.some((game) => game.playable && (gameId === null || game.id === gameId)),
    );
    if (gameId !== null) return inCatalogue;
    if (inCatalogue === true || bettingSite === true) return true;
    return inCatalogue === undefined || bettingSite === undefined ? undefined : false;
  };
}

/** Whether each signal screen's game plays here; undefined while not known. */
export function usePlayableSignalScreens(): (path: SignalScreenPath) => boolean | undefined {
  const playable = usePlayability();
  return (path) => playable(SIGNAL_SCREEN_GAMES[path]);
}

/** Whether a signal screen's game (null: the roulette) plays here; undefined while not known. */
export function useSignalGamePlayable(gameId: number | null): boolean | undefined {
  return usePlayability()(gameId);
}

export function isSignalScreen(path: string): path is SignalScreenPath {
  return Object.hasOwn(SIGNAL_SCREEN_GAMES, path);
}
