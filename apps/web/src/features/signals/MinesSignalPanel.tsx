// Mines Pro: 3 cells to open in a game set to 3 mines, revealed 4 s after the result.
import { minesSignal } from '@velas/analysis/signals/mines';
import { randomSource, type RandomSource } from '@velas/analysis/signals/random-source';
import { MINES_COUNT } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { MinesGrid, type MinesBoardState } from './MinesGrid';
import { SignalControls } from './SignalControls';
import { SignalIntro } from './SignalIntro';
import { SignalResult } from './SignalResult';
import { useGameSignal } from './useGameSignal';

export function MinesSignalPanel({ random = randomSource }: { random?: RandomSource }) {
  const cycle = useGameSignal('mines', minesSignal, random);
  const { signal } = cycle;
  const board: MinesBoardState = !signal ? 'closed' : cycle.revealed ? 'revealed' : 'spinning';
  return (
    <>
      <SignalIntro kind="mines" withHonesty={!signal} />
      <SignalControls cycle={cycle} />
      <MinesGrid
        state={board}
        safeCells={signal?.safeCells ?? []}
        caption={signal ? undefined : messages.minesBoardIdle}
      />
      {signal && cycle.revealed && (
        <SignalResult winProbability={signal.winProbability}>
          <p>Abra as 3 casas com estrela.</p>
          <p>As outras casas ficam sem marca: o sinal não sabe onde estão as minas.</p>
          <p>
            <strong>Dica:</strong> configure o jogo com apenas {MINES_COUNT} minas.
          </p>
        </SignalResult>
      )}
    </>
  );
}
