import { GAME_IDS } from '@velas/domain/constants';
import { MinesSignalPanel } from '#/features/signals/MinesSignalPanel.tsx';
import { SignalScreenLayout } from '#/features/signals/SignalScreenLayout.tsx';
import { signedInScreensCopy } from './copy.ts';

export default function MinesScreen() {
  return (
    <SignalScreenLayout gameId={GAME_IDS.minesPro} gameTitle={signedInScreensCopy.minesPro}>
      <MinesSignalPanel />
    </SignalScreenLayout>
  );
}
