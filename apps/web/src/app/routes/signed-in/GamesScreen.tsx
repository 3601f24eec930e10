// /admin/games (docs/product.md#games-catalogue): the catalogue, or one
// launched game with 'Voltar', which returns to the list with nothing of the
// game kept.
import { messages } from '@velas/domain/messages';
import type { Category, Game } from '@velas/domain/schemas/casino';
import { Alert } from '@velas/web-core/ui/Alert';
import { lazy, Suspense, useState } from 'react';
import { CatalogueIntro } from '../../../features/games/CatalogueIntro';
import { CategoryList } from '../../../features/games/CategoryList';
import { useCategoriesQuery } from '../../../services/gamesApi';
import { Loading } from '../../../ui/Spinner';

// A game's frame and signal panels load on the first tap, not with the
// catalogue: they were the last of its modules to arrive on a phone's 4G
// (docs/architecture.md#phone-performance).
const LaunchedGame = lazy(async () => ({ default: (await import('./LaunchedGame')).LaunchedGame }));

interface Launch {
  game: Game;
  category: Category;
}

export default function GamesScreen() {
  const { data, isLoading, isError } = useCategoriesQuery(undefined);
  const [launch, setLaunch] = useState<Launch | null>(null);

  if (launch) {
    return (
      <Suspense fallback={<Loading label={messages.loadingInformation} />}>
        <LaunchedGame
          key={launch.game.id}
          game={launch.game}
          category={launch.category}
          onBack={() => {
            setLaunch(null);
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
      {isLoading ? (
        <Loading label={messages.gamesLoading} />
      ) : isError || !data ? (
        <Alert>{messages.gamesLoadFailed}</Alert>
      ) : (
        <CategoryList
          categories={data}
          onLaunch={(game, category) => {
            setLaunch({ game, category });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}
