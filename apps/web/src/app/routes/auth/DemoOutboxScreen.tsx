import { Card } from '@velas/web-core/ui/Card';
import { useSearchParams } from 'react-router';
import { DemoOutbox } from '#/features/account-security/DemoOutbox.tsx';
import { authScreensCopy } from './copy.ts';

/** /auth/caixa-de-emails: the demo's outbox; production has none. */
export default function DemoOutboxScreen() {
  const [params] = useSearchParams();
  return (
    <Card>
      <h1>{authScreensCopy.outboxTitle}</h1>
      <p>{authScreensCopy.outboxLead}</p>
      <DemoOutbox initialEmail={params.get('email') ?? ''} />
    </Card>
  );
}
