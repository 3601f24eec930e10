// The signed-in screen's title (docs/design.md#navigation): the header, the
// phone's page title and the browser tab read the same name.
import { PLAY_PARAM, titleForPath } from '@velas/domain/routes';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCategoriesQuery } from '../services/gamesApi.ts';

const GAMES_PATH = /^\/(admin|rtl)\/games\/?$/;

/**
 * The screen's title: the route's name, except Todos os Jogos opened on a game
 * (`?jogar=<id>`), which is that game's name once the catalogue knows it. A
 * player who tapped "Jogar Aviator" read "Todos os Jogos" over the game.
 */
export function useScreenTitle(): string {
  const { pathname, search } = useLocation();
  const asked = GAMES_PATH.test(pathname) ? new URLSearchParams(search).get(PLAY_PARAM) : null;
  // The games screen asks the same catalogue: RTK Query sends it once.
  const { data } = useCategoriesQuery(undefined, { skip: asked === null });
  const game = data
    ?.flatMap((category) => category.games)
    .find((candidate) => String(candidate.id) === asked);
  return game?.name ?? titleForPath(pathname);
}

/** The tab's title, the screen's: rendered only once signed in, as the catalogue needs the token. */
export function DocumentTitle() {
  const title = useScreenTitle();
  useEffect(() => {
    document.title = `${title} · Velas`;
  }, [title]);
  return null;
}
