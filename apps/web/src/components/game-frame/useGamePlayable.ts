// Whether a screen's "Jogar aqui" has a game to open:
// a catalogue game that an aggregator connects, or, for a screen with no game
// id (Roletas), the operator's betting site when one is configured. A game
// that is not connected gets no button: it opened onto a frame saying so.
import { useCategoriesQuery } from '#/services/gamesApi.ts';
import { usePublicSettings } from '#/services/settingsApi.ts';

/** undefined while the catalogue or the settings are on their way. */
export function useGamePlayable(gameId: number | null): boolean | undefined {
  const settings = usePublicSettings();
  const { data: categories, isError } = useCategoriesQuery(undefined, {
    skip: gameId === null,
  });
  if (gameId === null) return settings === undefined ? undefined : !!settings.gameFallbackUrl;
  if (isError) return false;
  if (categories === undefined) return undefined;
  return categories.some((category) =>
    category.games.some((game) => game.id === gameId && game.playable),
  );
}
