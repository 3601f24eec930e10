// A signal screen whose game this house does not open: the line saying so,
// then the ways on that do work here (decisions.md §10: the other catalogue
// games say honestly that they are not connected), so it is no dead end.
import { GAME_IDS } from '@velas/domain/constants';
import { PLAY_PARAM } from '@velas/domain/routes';
import { Alert } from '@velas/web-core/ui/Alert';
import { InternalButtonLink } from '@velas/web-core/ui/Button';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useGamePlayable } from '#/components/game-frame/useGamePlayable.ts';
import { signalsCopy } from './copy.ts';

const WaysOn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export function NotPlayableHere({ gameTitle }: { gameTitle: string }) {
  // Offered only when the catalogue says the crash game opens here.
  const crashGamePlays = useGamePlayable(GAME_IDS.aviator) === true;
  return (
    <>
      <Alert tone="info" announce="quiet">
        {signalsCopy.notPlayableHere(gameTitle)}{' '}
        <Link to="../games" relative="path">
          {signalsCopy.seeAllGames}
        </Link>
      </Alert>
      <WaysOn>
        {crashGamePlays && (
          <InternalButtonLink
            to={`../games?${PLAY_PARAM}=${String(GAME_IDS.aviator)}`}
            relative="path"
            $block
          >
            {signalsCopy.playCrashGame}
          </InternalButtonLink>
        )}
        <InternalButtonLink to="../history-aviator" relative="path" $variant="secondary" $block>
          {signalsCopy.seeRoundHistory}
        </InternalButtonLink>
      </WaysOn>
    </>
  );
}
