// The result comes first: that the draw does not know where the mines are.
import { minesSignal } from '@velas/analysis/signals/mines';
import { minesMoney } from '@velas/analysis/signals/money';
import { randomSource, type RandomSource } from '@velas/analysis/signals/random-source';
import { GAME_IDS } from '@velas/domain/constants';
import { gamesMessages } from '@velas/domain/messages/games';
import { useGameRtp } from '#/components/game-frame/GameRtpNote.tsx';
import { signalsCopy } from './copy.ts';
import { MinesGrid } from './MinesGrid.tsx';
import { SignalControls } from './SignalControls.tsx';
import { SignalIntro } from './SignalIntro.tsx';
import { signalChanceLines, signalMoneyLines } from './signalMoney.ts';
import { SignalResult } from './SignalResult.tsx';
import { useGameSignal } from './useGameSignal.ts';

export function MinesSignalPanel({ random = randomSource }: { random?: RandomSource }) {
  const cycle = useGameSignal(minesSignal, random);
  const rtp = useGameRtp(GAME_IDS.minesPro);
  const { signal } = cycle;
  return (
    <>
      <SignalIntro kind="mines" withHonesty={!signal} />
      <SignalControls cycle={cycle} />
      {signal && (
        <SignalResult
          lead={signalsCopy.minesLead}
          {...(rtp === null
            ? signalChanceLines(signal.winProbability, 'mines')
            : signalMoneyLines(minesMoney(rtp), 'mines'))}
        >
          <p>{signalsCopy.minesPicked}</p>
        </SignalResult>
      )}
      <MinesGrid
        state={signal ? 'revealed' : 'closed'}
        pickedCells={signal?.safeCells ?? []}
        caption={signal ? undefined : gamesMessages.minesBoardIdle}
      />
    </>
  );
}
