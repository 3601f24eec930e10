import { colourSignal, type ColourGame } from '@velas/analysis/signals/colour';
import { colourMoney } from '@velas/analysis/signals/money';
import { randomSource, type RandomSource } from '@velas/analysis/signals/random-source';
import { GAME_IDS } from '@velas/domain/constants';
import type { ColourSignal } from '@velas/domain/schemas/signals';
import { useCallback } from 'react';
import styled from 'styled-components';
import { useGameRtp } from '#/components/game-frame/GameRtpNote.tsx';
import { signalsCopy } from './copy.ts';
import { SignalControls } from './SignalControls.tsx';
import { SignalIntro } from './SignalIntro.tsx';
import { signalChanceLines, signalMoneyLines } from './signalMoney.ts';
import { SignalResult } from './SignalResult.tsx';
import { useGameSignal } from './useGameSignal.ts';

const Chip = styled.strong<{ $colour: ColourSignal['colour'] }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius.full};
  /* The game's colour as text and ring on the card: AA in both modes. */
  color: ${({ theme, $colour }) => ($colour === 'Vermelho' ? theme.colors.loss : theme.colors.info)};
  border: 2px solid currentColor;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.type.lg};
`;

interface ColourSignalPanelProps {
  game: ColourGame;
  random?: RandomSource;
}

export function ColourSignalPanel({ game, random = randomSource }: ColourSignalPanelProps) {
  const draw = useCallback((source: RandomSource) => colourSignal(game, source), [game]);
  const cycle = useGameSignal(draw, random);
  const rtp = useGameRtp(GAME_IDS[game]);
  const { signal } = cycle;
  return (
    <>
      <SignalIntro kind={game} withHonesty={!signal} />
      <SignalControls cycle={cycle} />
      {signal && (
        <SignalResult
          lead={signalsCopy.colourLead}
          {...(rtp === null
            ? signalChanceLines(signal.winProbability, 'colour')
            : signalMoneyLines(colourMoney(game, rtp), 'colour'))}
        >
          <p>{signalsCopy.colourBet}</p>
          <Chip $colour={signal.colour}>{signal.colour}</Chip>
        </SignalResult>
      )}
    </>
  );
}
