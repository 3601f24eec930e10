// /admin/alertas (docs/product/round-alerts.md#round-alerts): the player's round alerts. The signed-in layout
// shows the alerts as they fire, on every screen.
import { AlertSettingsCard } from '#/features/alerts/AlertSettingsCard.tsx';

export default function AlertsScreen() {
  return <AlertSettingsCard />;
}
