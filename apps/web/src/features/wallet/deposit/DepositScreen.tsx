import { PlannedScreen } from '../../../ui/PlannedScreen';

export default function DepositScreen() {
  return <PlannedScreen title="Deposit" />;
}
