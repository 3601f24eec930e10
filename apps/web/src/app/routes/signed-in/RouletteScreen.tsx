// The spec names no roulette game id, so the frame shows the betting site and
// the RTP line comes from the European wheel's rules.
import { EUROPEAN_ROULETTE_RTP } from '@velas/analysis/signals/roulette';
import { RouletteSignalPanel } from '#/features/signals/RouletteSignalPanel.tsx';
import { SignalScreenLayout } from '#/features/signals/SignalScreenLayout.tsx';
import { signedInScreensCopy } from './copy.ts';

export default function RouletteScreen() {
  return (
    <SignalScreenLayout
      gameId={null}
      gameTitle={signedInScreensCopy.roulette}
      rulesRtp={EUROPEAN_ROULETTE_RTP}
    >
      <RouletteSignalPanel />
    </SignalScreenLayout>
  );
}
