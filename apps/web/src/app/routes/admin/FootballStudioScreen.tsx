import { GAME_IDS } from '@velas/domain/constants';
import { ColourSignalPanel } from '../../../features/signals/ColourSignalPanel';
import { SignalScreenLayout } from '../../../features/signals/SignalScreenLayout';

export default function FootballStudioScreen() {
  return (
    <SignalScreenLayout gameId={GAME_IDS.footballStudio} gameTitle="Football Studio">
      <ColourSignalPanel game="footballStudio" />
    </SignalScreenLayout>
  );
}
