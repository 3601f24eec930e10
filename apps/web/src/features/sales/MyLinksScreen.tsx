import { PlannedScreen } from '../../ui/PlannedScreen';

export default function MyLinksScreen() {
  return <PlannedScreen title="MyLinks" />;
}
