import { PlannedScreen } from '../../ui/PlannedScreen';

export default function PresentationScreen() {
  return <PlannedScreen title="Presentation" />;
}
