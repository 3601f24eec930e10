// What every signal screen shares (spec §2): a 'voltar' link, the real online
// count, the screen's own controls, and the game frame below them.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { HOME_PATH } from '@velas/domain/routes';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { GameFrame } from '../../components/game-frame/GameFrame';
import { useGameLink } from '../../components/game-frame/useGameLink';
import { OnlineCounter } from '../../components/presence/OnlineCounter';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const TopRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touch};
    /* Text colour, underlined: info blue on a card is only 4.1:1. */
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

const Controls = styled(Card)`
  max-width: 560px;
  width: 100%;
  margin: 0 auto;
`;

interface SignalScreenLayoutProps {
  /** The game under the controls; null shows the betting site (no game id is known). */
  gameId: number | null;
  gameTitle: string;
  /** Shown when the game can't be started (Horarios alerts; others only log). */
  startFailureMessage?: string;
  children: ReactNode;
}

export function SignalScreenLayout({
  gameId,
  gameTitle,
  startFailureMessage,
  children,
}: SignalScreenLayoutProps) {
  const game = useGameLink(gameId);
  return (
    <Page>
      <Controls>
        <TopRow>
          {/* The spec's 'signals' route is the dashboard's shortcut tiles. */}
          <Link to={HOME_PATH}>voltar</Link>
          <OnlineCounter />
        </TopRow>
        {children}
      </Controls>
      {game.failed && startFailureMessage && <Alert>{startFailureMessage}</Alert>}
      <GameFrame link={game.link} loading={game.loading} title={gameTitle} />
    </Page>
  );
}
