import { failureText } from '@velas/web-core/api-failure';
import { Alert } from '@velas/web-core/ui/Alert';

export function FailureNotice({ error }: { error: unknown }) {
  return <Alert>{failureText(error)}</Alert>;
}
