import { PlannedScreen } from '../../ui/PlannedScreen';

export default function DashboardScreen() {
  return <PlannedScreen title="Dashboard" />;
}
