import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';

export function Verdict({ balanced }: { balanced: boolean }) {
  return (
    <Alert tone={balanced ? 'success' : 'danger'} announce="status">
      {balanced ? backofficeTexts.balanced : backofficeTexts.unbalanced}
    </Alert>
  );
}
