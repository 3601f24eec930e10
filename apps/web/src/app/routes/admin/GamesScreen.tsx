// /admin/games (docs/product.md#games-catalogue): the catalogue, or one
// launched game with 'Voltar', which returns to the list with nothing of the
// game kept.
import { messages } from '@velas/domain/messages';
import type { Category, Game } from '@velas/domain/schemas/casino';
import { useState } from 'react';
import { Alert } from '../../../ui/Alert';
import { Loading } from '../../../ui/Spinner';
import { CategoryList } from '../../../features/games/CategoryList';
import { useCategoriesQuery } from '../../../services/gamesApi';
import { LaunchedGame } from './LaunchedGame';

interface Launch {
  game: Game;
  category: Category;
}

export default function GamesScreen() {
  const { data, isLoading, isError } = useCategoriesQuery(undefined);
  const [launch, setLaunch] = useState<Launch | null>(null);

  if (launch) {
    return (
      <LaunchedGame
        key={launch.game.id}
        game={launch.game}
        category={launch.category}
        onBack={() => {
          setLaunch(null);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  if (isLoading) return <Loading label={messages.gamesLoading} />;
  if (isError || !data) return <Alert>{messages.gamesLoadFailed}</Alert>;
  return (
    <CategoryList
      categories={data}
      onLaunch={(game, category) => {
        setLaunch({ game, category });
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
