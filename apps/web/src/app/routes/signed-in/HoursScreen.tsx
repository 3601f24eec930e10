import { GAME_IDS } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { HoursObserved } from '../../../features/hours/HoursObserved';
import { SignalScreenLayout } from '../../../features/signals/SignalScreenLayout';
import { signedInScreensCopy } from './copy';

export default function HoursScreen() {
  return (
    // A bottom-bar tab: a root, so no "← Voltar".
    <SignalScreenLayout
      root
      gameId={GAME_IDS.aviator}
      gameTitle={signedInScreensCopy.aviator}
      startFailureMessage={messages.hoursNeedsKyc}
    >
      <HoursObserved />
    </SignalScreenLayout>
  );
}
