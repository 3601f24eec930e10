import { GAME_IDS } from '@velas/domain/constants';
import { ColourSignalPanel } from '../../../features/signals/ColourSignalPanel';
import { SignalScreenLayout } from '../../../features/signals/SignalScreenLayout';

export default function BacBoScreen() {
  return (
    <SignalScreenLayout gameId={GAME_IDS.bacBo} gameTitle="Bac Bo">
      <ColourSignalPanel game="bacBo" />
    </SignalScreenLayout>
  );
}
