import { AlertSettingsCard } from '#/features/alerts/AlertSettingsCard.tsx';

export default function AlertsScreen() {
  return <AlertSettingsCard />;
}
