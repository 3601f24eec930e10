// What every section of the report shows: its verdict, and the problems the
// command found, each in the command's own words.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';

export function Verdict({ balanced }: { balanced: boolean }) {
  return (
    <Alert tone={balanced ? 'success' : 'danger'} announce="status">
      {balanced ? backofficeTexts.balanced : backofficeTexts.unbalanced}
    </Alert>
  );
}

export function Problems({ problems }: { problems: readonly string[] }) {
  return problems.map((problem) => (
    <Alert key={problem} announce="quiet">
      {problem}
    </Alert>
  ));
}
