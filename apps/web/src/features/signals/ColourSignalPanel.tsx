// Football Studio and Bac Bo: a colour to back, with its true chance and the tie chance.
import { colourSignal, type ColourGame } from '@velas/analysis/signals/colour';
import { randomSource, type RandomSource } from '@velas/analysis/signals/random-source';
import { formatProbability, type ColourSignal } from '@velas/domain/schemas/signals';
import { useCallback } from 'react';
import styled from 'styled-components';
import { SignalControls } from './SignalControls';
import { SignalIntro } from './SignalIntro';
import { SignalResult } from './SignalResult';
import { useGameSignal } from './useGameSignal';

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

const Tie = styled.p`
  margin: 4px 0 0;
  font-size: 0.9rem;
`;

interface ColourSignalPanelProps {
  game: ColourGame;
  random?: RandomSource;
}

export function ColourSignalPanel({ game, random = randomSource }: ColourSignalPanelProps) {
  const draw = useCallback((source: RandomSource) => colourSignal(game, source), [game]);
  const cycle = useGameSignal(game, draw, random);
  const { signal } = cycle;
  return (
    <>
      <SignalIntro kind={game} withHonesty={!signal} />
      <SignalControls cycle={cycle} />
      {signal && (
        <SignalResult winProbability={signal.winProbability}>
          <p>Entrar no</p>
          <Chip $colour={signal.colour}>{signal.colour}</Chip>
          <Tie>Chance de empate: {formatProbability(signal.tieProbability)}</Tie>
        </SignalResult>
      )}
    </>
  );
}
