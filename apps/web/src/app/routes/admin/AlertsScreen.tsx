// /admin/alertas (issue 17 §5): the player's round alerts. The admin layout
// shows the alerts as they fire, on every screen.
import { AlertSettingsCard } from '../../../features/alerts/AlertSettingsCard';

export default function AlertsScreen() {
  return <AlertSettingsCard />;
}
