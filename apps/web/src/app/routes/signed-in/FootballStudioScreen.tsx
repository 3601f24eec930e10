import { GAME_IDS } from '@velas/domain/constants';
import { ColourSignalPanel } from '#/features/signals/ColourSignalPanel.tsx';
import { SignalScreenLayout } from '#/features/signals/SignalScreenLayout.tsx';
import { signedInScreensCopy } from './copy.ts';

export default function FootballStudioScreen() {
  return (
    <SignalScreenLayout
      gameId={GAME_IDS.footballStudio}
      gameTitle={signedInScreensCopy.footballStudio}
    >
      <ColourSignalPanel game="footballStudio" />
    </SignalScreenLayout>
  );
}
