import { GAME_IDS } from '@velas/domain/constants';
import { ColourSignalPanel } from './ColourSignalPanel';
import { SignalScreenLayout } from './SignalScreenLayout';

export default function BacBoScreen() {
  return (
    <SignalScreenLayout gameId={GAME_IDS.bacBo} gameTitle="Bac Bo">
      <ColourSignalPanel game="bacBo" />
    </SignalScreenLayout>
  );
}
