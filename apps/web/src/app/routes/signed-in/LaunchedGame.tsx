// A launched game: 'Voltar', the category's signal when it has one
// (docs/product.md#games-catalogue), and the game in a full-width frame. A failed start is only
// logged.
import type { Category, Game } from '@velas/domain/schemas/casino';
import { Card } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { GameFrame } from '../../../components/game-frame/GameFrame';
import { useGameLink } from '../../../components/game-frame/useGameLink';
import { signalModeOf } from '../../../features/games/catalogue';
import { EntrySignalPanel } from '../../../features/signals/EntrySignalPanel';
import { RouletteSignalPanel } from '../../../features/signals/RouletteSignalPanel';
import { BackButton } from '../../../ui/BackLink';
import { signedInScreensCopy } from './copy';

const SignalCard = styled(Card)`
  max-width: 560px;
  margin: 0 auto 16px;
`;

interface LaunchedGameProps {
  game: Game;
  category: Category;
  onBack: () => void;
}

export function LaunchedGame({ game, category, onBack }: LaunchedGameProps) {
  const { link, loading } = useGameLink(game.id);
  const mode = signalModeOf(category.name);
  return (
    <div>
      <BackButton onClick={onBack} />
      {mode && (
        <SignalCard aria-label={signedInScreensCopy.signalFor(game.name)}>
          {mode === 'roulette' ? <RouletteSignalPanel /> : <EntrySignalPanel />}
        </SignalCard>
      )}
      <GameFrame link={link} loading={loading} title={game.name} />
    </div>
  );
}
