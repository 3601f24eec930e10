// The launched game is in the address (?jogar=<game id>), so the browser's
// back returns to the list.
import { commonMessages } from '@velas/domain/messages/common';
import { PLAY_PARAM } from '@velas/domain/routes';
import type { Category, Game } from '@velas/domain/schemas/casino';
import { Alert } from '@velas/web-core/ui/Alert';
import { QueryView } from '@velas/web-core/ui/QueryView';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { CatalogueIntro } from '#/features/games/CatalogueIntro.tsx';
import { CategoryList } from '#/features/games/CategoryList.tsx';
import { useCategoriesQuery } from '#/services/gamesApi.ts';
import { Loading } from '#/ui/Spinner.tsx';

// A game's frame and signal panels load on the first tap, not with the
// catalogue: they were the last of its modules to arrive on a phone's 4G
// (docs/architecture.md#phone-performance).
const LaunchedGame = lazy(async () => ({
  default: (await import('./LaunchedGame.tsx')).LaunchedGame,
}));

interface Launch {
  game: Game;
  category: Category;
}

/** The game the address names, with its category; null for none. */
function launchOf(
  categories: readonly Category[] | undefined,
  asked: string | null,
): Launch | null {
  if (asked === null) return null;
  for (const category of categories ?? []) {
    const game = category.games.find((candidate) => String(candidate.id) === asked);
    if (game) return { game, category };
  }
  return null;
}

export default function GamesScreen() {
  const categories = useCategoriesQuery(undefined);
  const [params, setParams] = useSearchParams();
  const launch = launchOf(categories.data, params.get(PLAY_PARAM));

  if (launch) {
    return (
      <Suspense fallback={<Loading label={commonMessages.loadingInformation} />}>
        <LaunchedGame
          key={launch.game.id}
          game={launch.game}
          category={launch.category}
          onBack={() => {
            setParams({});
            window.scrollTo({ top: 0 });
          }}
        />
      </Suspense>
    );
  }
  // The intro needs no data: it paints with the first render, not with the answer.
  return (
    <>
      <CatalogueIntro />
      <QueryView
        query={categories}
        loading={<Loading label={commonMessages.gamesLoading} />}
        failure={() => <Alert>{commonMessages.gamesLoadFailed}</Alert>}
      >
        {(data) => (
          <CategoryList
            categories={data}
            onLaunch={(game) => {
              setParams({ [PLAY_PARAM]: String(game.id) });
            }}
          />
        )}
      </QueryView>
    </>
  );
}
