import { PlannedScreen } from '../../ui/PlannedScreen';

export default function RegisterScreen() {
  return <PlannedScreen title="Register" />;
}
