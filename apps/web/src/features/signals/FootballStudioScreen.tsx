import { GAME_IDS } from '@velas/domain/constants';
import { ColourSignalPanel } from './ColourSignalPanel';
import { SignalScreenLayout } from './SignalScreenLayout';

export default function FootballStudioScreen() {
  return (
    <SignalScreenLayout gameId={GAME_IDS.footballStudio} gameTitle="Football Studio">
      <ColourSignalPanel game="footballStudio" />
    </SignalScreenLayout>
  );
}
