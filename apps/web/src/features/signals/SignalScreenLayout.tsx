// A game this house does not open gets no draw, only the line saying so and
// the ways on that work here (NotPlayableHere): a draw for it is a dead end.
import { HOME_PATH } from '@velas/domain/routes';
import { Card } from '@velas/web-core/ui/Card';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { GameRtpNote } from '#/components/game-frame/GameRtpNote.tsx';
import { PlayHereCard } from '#/components/game-frame/PlayHereCard.tsx';
import { useSignalGamePlayable } from '#/components/game-frame/useSignalGamePlayable.ts';
import { OnlineCounter } from '#/components/presence/OnlineCounter.tsx';
import { BackLink } from '#/ui/BackLink.tsx';
import { NotPlayableHere } from './NotPlayableHere.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const TopRow = styled.div<{ $root: boolean }>`
  display: flex;
  justify-content: ${({ $root }) => ($root ? 'flex-end' : 'space-between')};
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
  /**
   * Without "← Voltar": a bottom-bar tab (Horários) is a root, reached from
   * the bar, with nowhere to go back to.
   */
  root?: boolean;
  children: ReactNode;
}

export function SignalScreenLayout({
  gameId,
  gameTitle,
  startFailureMessage,
  rulesRtp,
  root = false,
  children,
}: SignalScreenLayoutProps) {
  const playable = useSignalGamePlayable(gameId);
  const topRow = (
    <TopRow $root={root}>
      {/* The spec's 'signals' route is the dashboard's shortcut tiles. */}
      {!root && <BackLink to={HOME_PATH} />}
      <OnlineCounter />
    </TopRow>
  );
  if (playable === false)
    return (
      <Page>
        <Controls>
          {topRow}
          <NotPlayableHere gameTitle={gameTitle} />
        </Controls>
      </Page>
    );
  return (
    <Page>
      <Controls>
        {topRow}
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
