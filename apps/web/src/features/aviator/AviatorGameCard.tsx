// The aviator game (id 3835) embedded under the analysis; a failed start
// tells the player to finish document verification (spec §8).
import { GAME_IDS } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { GameFrame } from '../../components/game-frame/GameFrame';
import { useGameLink } from '../../components/game-frame/useGameLink';

export function AviatorGameCard() {
  const game = useGameLink(GAME_IDS.aviator);
  return (
    <Card>
      {game.failed && <Alert>{messages.gameStartNeedsVerification}</Alert>}
      <GameFrame link={game.link} loading={game.loading} title="Aviator" />
    </Card>
  );
}
