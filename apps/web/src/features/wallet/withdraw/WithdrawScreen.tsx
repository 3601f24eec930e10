import { PlannedScreen } from '../../../ui/PlannedScreen';

export default function WithdrawScreen() {
  return <PlannedScreen title="Withdraw" />;
}
