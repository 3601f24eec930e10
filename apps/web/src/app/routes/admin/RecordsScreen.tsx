import { RecordsList } from '../../../features/responsible-play/RecordsList';
import { Card } from '../../../ui/Card';

/** /admin/meu-historico */
export default function RecordsScreen() {
  return (
    <Card>
      <RecordsList />
    </Card>
  );
}
