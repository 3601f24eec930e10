// What every signal screen shares (docs/product.md#signal-screens): the real
// online count, the screen's own controls, and 'Jogar aqui' below them when
// the game opens, which opens it on demand. No '← Voltar': each is a root of
// the menu, whose bottom bar already leads home, and a back link inside the
// card had no clear target.
import { Card } from '@velas/web-core/ui/Card';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { GameRtpNote } from '../../components/game-frame/GameRtpNote';
import { PlayHereCard } from '../../components/game-frame/PlayHereCard';
import { OnlineCounter } from '../../components/presence/OnlineCounter';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const TopRow = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  &:empty {
    display: none;
  }
`;

const Controls = styled(Card)`
  max-width: 560px;
  width: 100%;
  margin: 0 auto;
`;

/** The RTP line set apart from the button above it. */
const RtpLine = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  &:empty {
    display: none;
  }
`;

interface SignalScreenLayoutProps {
  /** The game under the controls; null shows the betting site (no game id is known). */
  gameId: number | null;
  gameTitle: string;
  /** Shown when the game can't be started (the hours screen alerts; others only log). */
  startFailureMessage?: string;
  /** The game's RTP from its rules, for a screen with no catalogue game (Roletas). */
  rulesRtp?: number;
  children: ReactNode;
}

export function SignalScreenLayout({
  gameId,
  gameTitle,
  startFailureMessage,
  rulesRtp,
  children,
}: SignalScreenLayoutProps) {
  return (
    <Page>
      <Controls>
        <TopRow>
          <OnlineCounter />
        </TopRow>
        {children}
        <RtpLine>
          <GameRtpNote gameId={gameId} {...(rulesRtp === undefined ? {} : { rulesRtp })} />
        </RtpLine>
      </Controls>
      <PlayHereCard
        gameId={gameId}
        title={gameTitle}
        {...(startFailureMessage ? { startFailureMessage } : {})}
      />
    </Page>
  );
}
