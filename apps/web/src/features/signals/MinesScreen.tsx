import { GAME_IDS } from '@velas/domain/constants';
import { MinesSignalPanel } from './MinesSignalPanel';
import { SignalScreenLayout } from './SignalScreenLayout';

export default function MinesScreen() {
  return (
    <SignalScreenLayout gameId={GAME_IDS.minesPro} gameTitle="Mines Pro">
      <MinesSignalPanel />
    </SignalScreenLayout>
  );
}
