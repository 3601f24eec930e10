import { PlannedScreen } from '../../ui/PlannedScreen';

export default function LoginScreen() {
  return <PlannedScreen title="Login" />;
}
