// Placeholder until part 2 (analysis, signals, games) lands this screen.
import { PlannedScreen } from '../../ui/PlannedScreen';

export default function HistoryAviatorScreen() {
  return <PlannedScreen title="Histórico Aviator" />;
}
