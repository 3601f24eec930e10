import { GAME_IDS } from '@velas/domain/constants';
import { commonMessages } from '@velas/domain/messages/common';
import { memo } from 'react';
import { PlayHereCard } from '#/components/game-frame/PlayHereCard.tsx';
import { aviatorCopy } from './copy.ts';

export const AviatorGameCard = memo(function AviatorGameCard() {
  return (
    <PlayHereCard
      gameId={GAME_IDS.aviator}
      title={aviatorCopy.aviator}
      startFailureMessage={commonMessages.gameStartNeedsVerification}
    />
  );
});
