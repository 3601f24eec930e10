// /admin/roletas (from the dashboard tile): the roulette signal. The spec names
// no roulette game id, so the frame below shows the betting site.
import { RouletteSignalPanel } from '../../../features/signals/RouletteSignalPanel';
import { SignalScreenLayout } from '../../../features/signals/SignalScreenLayout';

export default function RoletasScreen() {
  return (
    <SignalScreenLayout gameId={null} gameTitle="Roleta">
      <RouletteSignalPanel />
    </SignalScreenLayout>
  );
}
