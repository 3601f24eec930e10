import { PlannedScreen } from '../../ui/PlannedScreen';

export default function RoboVipScreen() {
  return <PlannedScreen title="RoboVip" />;
}
