// The generic 'Gerar Sinal' of the slot categories: normal and turbo entry
// counts. They bet on nothing, so there is no chance to show; the honesty line is.
import { entrySignal } from '@velas/analysis/signals/entries';
import { randomSource, type RandomSource } from '@velas/analysis/signals/random-source';
import { useCallback, useMemo } from 'react';
import { SignalControls } from './SignalControls';
import { SignalResult } from './SignalResult';
import { timingsFor } from './signalCycle';
import { useSignalCycle } from './useSignalCycle';

export function EntrySignalPanel({ random = randomSource }: { random?: RandomSource }) {
  const generate = useCallback(() => entrySignal(random), [random]);
  const timings = useMemo(() => timingsFor('generic'), []);
  const cycle = useSignalCycle(generate, timings);
  const { signal } = cycle;
  return (
    <>
      <SignalControls cycle={cycle} generic />
      {signal && (
        <SignalResult>
          <p>
            Entradas normais: <strong>{signal.normal}</strong>
          </p>
          <p>
            Entradas turbo: <strong>{signal.turbo}</strong>
          </p>
        </SignalResult>
      )}
    </>
  );
}
