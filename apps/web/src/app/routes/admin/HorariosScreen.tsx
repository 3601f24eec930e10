import { GAME_IDS } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { SignalScreenLayout } from '../../../features/signals/SignalScreenLayout';
import { HoursObserved } from '../../../features/hours/HoursObserved';

export default function HorariosScreen() {
  return (
    <SignalScreenLayout
      gameId={GAME_IDS.aviator}
      gameTitle="Aviator"
      startFailureMessage={messages.horariosNeedsKyc}
    >
      <HoursObserved />
    </SignalScreenLayout>
  );
}
