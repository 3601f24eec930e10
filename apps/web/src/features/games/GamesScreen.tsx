// Placeholder until part 2 (analysis, signals, games) lands this screen.
import { PlannedScreen } from '../../ui/PlannedScreen';

export default function GamesScreen() {
  return <PlannedScreen title="Todos os Jogos" />;
}
