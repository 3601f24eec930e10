// A call that failed, in the api's own pt-BR words (@velas/web-core/api-failure).
import { failureText } from '@velas/web-core/api-failure';
import { Notice } from './Notice';

export function FailureNotice({ error }: { error: unknown }) {
  return (
    <Notice role="alert" $tone="error">
      {failureText(error)}
    </Notice>
  );
}
