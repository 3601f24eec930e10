// Mines Pro: 3 cells to open in a game set to 3 mines, shown at once, with
// the chance all 3 are safe and what the game's RTP makes a win pay.
import { minesSignal } from '@velas/analysis/signals/mines';
import { minesMoney } from '@velas/analysis/signals/money';
import { randomSource, type RandomSource } from '@velas/analysis/signals/random-source';
import { GAME_IDS, MINES_COUNT } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { useGameRtp } from '../../components/game-frame/GameRtpNote';
import { signalsCopy } from './copy';
import { MinesGrid } from './MinesGrid';
import { SignalControls } from './SignalControls';
import { SignalIntro } from './SignalIntro';
import { signalChanceSentence, signalMoneySentence } from './signalMoney';
import { SignalResult } from './SignalResult';
import { useGameSignal } from './useGameSignal';

export function MinesSignalPanel({ random = randomSource }: { random?: RandomSource }) {
  const cycle = useGameSignal(minesSignal, random);
  const rtp = useGameRtp(GAME_IDS.minesPro);
  const { signal } = cycle;
  return (
    <>
      <SignalIntro kind="mines" withHonesty={!signal} />
      <SignalControls cycle={cycle} />
      <MinesGrid
        state={signal ? 'revealed' : 'closed'}
        safeCells={signal?.safeCells ?? []}
        caption={signal ? undefined : messages.minesBoardIdle}
      />
      {signal && (
        <SignalResult
          money={
            rtp === null
              ? signalChanceSentence(signal.winProbability)
              : signalMoneySentence(minesMoney(rtp))
          }
        >
          <p>{signalsCopy.openStars}</p>
          <p>{signalsCopy.otherCellsUnmarked}</p>
          <p>
            <strong>{signalsCopy.tip}</strong>
            {signalsCopy.setMinesCount(MINES_COUNT)}
          </p>
        </SignalResult>
      )}
    </>
  );
}
