import { Alert } from '@velas/web-core/ui/Alert';

export function Problems({ problems }: { problems: readonly string[] }) {
  return problems.map((problem) => (
    <Alert key={problem} announce="quiet">
      {problem}
    </Alert>
  ));
}
