import type { Category, Game } from '@velas/domain/schemas/casino';
import { Muted } from '@velas/web-core/ui/Card';
import { useEffect, useRef } from 'react';
import { useTheme } from 'styled-components';
import { GameFrame } from '#/components/game-frame/GameFrame.tsx';
import { LaunchedGameColumn } from '#/components/game-frame/LaunchedGameColumn.ts';
import { useGameLink } from '#/components/game-frame/useGameLink.ts';
import { useVerificationBeforePlay, VerifyToPlay } from '#/components/game-frame/VerifyToPlay.tsx';
import { IdentityVerificationDialog } from '#/components/kyc/KycWidgetDialog.tsx';
import { signalModeOf } from '#/features/games/catalogue.ts';
import { EntrySignalPanel } from '#/features/signals/EntrySignalPanel.tsx';
import { RouletteSignalPanel } from '#/features/signals/RouletteSignalPanel.tsx';
import { SignalCard } from '#/features/signals/SignalCard.ts';
import { useOpenState } from '#/lib/useOpenState.ts';
import { BackButton } from '#/ui/BackLink.tsx';
import { signedInScreensCopy } from './copy.ts';

interface LaunchedGameProps {
  game: Game;
  category: Category;
  onBack: () => void;
}

export function LaunchedGame({ game, category, onBack }: LaunchedGameProps) {
  const verification = useVerificationBeforePlay();
  // Outside what the verdict replaces, so it stays open to say the verdict.
  const dialog = useOpenState();
  const startable = game.playable && !verification.loading && !verification.needed;
  const { link, loading } = useGameLink(startable ? game.id : null);
  const mode = signalModeOf(category.name);
  const theme = useTheme();
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    top.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <LaunchedGameColumn ref={top}>
      <div>
        <BackButton onClick={onBack} title={signedInScreensCopy.backToGames} />
      </div>
      {mode && (
        <SignalCard aria-label={signedInScreensCopy.signalFor(game.name)}>
          {mode === 'roulette' ? <RouletteSignalPanel /> : <EntrySignalPanel />}
        </SignalCard>
      )}
      {!game.playable ? (
        <Muted role="note">{signedInScreensCopy.gameNotConnected(game.name)}</Muted>
      ) : verification.needed ? (
        <VerifyToPlay onVerify={dialog.show} />
      ) : (
        <GameFrame
          link={link}
          loading={loading || verification.loading}
          title={game.name}
          // 'Voltar' and the gap under it stay in sight above the game.
          above={`(${theme.touch} + ${theme.space(2)})`}
        />
      )}
      <IdentityVerificationDialog open={dialog.open} onClose={dialog.hide} />
    </LaunchedGameColumn>
  );
}
