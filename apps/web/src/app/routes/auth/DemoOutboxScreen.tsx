import { useSearchParams } from 'react-router';
import { DemoOutbox } from '../../../features/account-security/DemoOutbox';
import { Card } from '../../../ui/Card';

/** /auth/caixa-de-emails: the demo's outbox; production has none (docs/product.md#demo-outbox). */
export default function DemoOutboxScreen() {
  const [params] = useSearchParams();
  return (
    <Card>
      <h1>Caixa de emails da demonstração</h1>
      <p>Na demonstração nenhum email sai do servidor: os que ela enviaria aparecem aqui.</p>
      <DemoOutbox initialEmail={params.get('email') ?? ''} />
    </Card>
  );
}
