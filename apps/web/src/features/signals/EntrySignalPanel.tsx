// They bet on nothing, so there is no chance to show.
import { entrySignal } from '@velas/analysis/signals/entries';
import { randomSource, type RandomSource } from '@velas/analysis/signals/random-source';
import { signalsCopy } from './copy.ts';
import { SignalControls } from './SignalControls.tsx';
import { SignalIntro } from './SignalIntro.tsx';
import { SignalResult } from './SignalResult.tsx';
import { useGameSignal } from './useGameSignal.ts';

export function EntrySignalPanel({ random = randomSource }: { random?: RandomSource }) {
  const cycle = useGameSignal(entrySignal, random);
  const { signal } = cycle;
  return (
    <>
      <SignalIntro kind="entries" withHonesty={!signal} />
      <SignalControls cycle={cycle} />
      {signal && (
        <SignalResult lead={signalsCopy.entriesLead}>
          <p>
            {signalsCopy.entriesNormal} <strong>{signal.normal}</strong>
          </p>
          <p>
            {signalsCopy.entriesTurbo} <strong>{signal.turbo}</strong>
          </p>
        </SignalResult>
      )}
    </>
  );
}
