import { CloseAccountPanel } from '../../../features/responsible-play/CloseAccountPanel';
import { RecordsList } from '../../../features/responsible-play/RecordsList';
import { signOut } from '../../../layouts/signOut';
import { useAppDispatch } from '../../../core/hooks';
import { Card } from '../../../ui/Card';

/** /admin/meu-historico: the player's own records, and closing the account. */
export default function RecordsScreen() {
  const dispatch = useAppDispatch();
  return (
    <>
      <Card>
        <RecordsList />
      </Card>
      <Card>
        <CloseAccountPanel onClosed={() => void signOut(dispatch)} />
      </Card>
    </>
  );
}
