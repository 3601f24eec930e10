import { DEMO_OUTBOX_PATH, LOGIN_PATH } from '@velas/domain/routes';
import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { useRequestPasswordResetMutation } from '../../services/accountSecurityApi';
import { usePublicSettings } from '../../services/settingsApi';
import { Alert, MessageList } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { failureText } from './failureText';

/** "Esqueci minha senha": the answer is the same for any e-mail (docs/product.md#password-change-and-reset). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [request, { isLoading }] = useRequestPasswordResetMutation();
  const demo = usePublicSettings()?.mode === 'demo';

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    try {
      const answer = await request({ email }).unwrap();
      setErrors([]);
      setSent(answer.message);
    } catch (failure) {
      setErrors(failureText(failure));
    }
  };

  return (
    <form noValidate aria-label="Esqueci minha senha" onSubmit={(event) => void submit(event)}>
      {sent && <Alert tone="success">{sent}</Alert>}
      <MessageList items={errors} />
      <Field
        label="E-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onValueChange={setEmail}
      />
      <Button type="submit" $block disabled={isLoading} aria-busy={isLoading}>
        Enviar link
      </Button>
      {demo && sent && (
        <p>
          Na demonstração os emails não saem do servidor:{' '}
          <Link to={`${DEMO_OUTBOX_PATH}?email=${encodeURIComponent(email.trim())}`}>
            abrir a caixa de emails
          </Link>
          .
        </p>
      )}
      <p>
        <Link to={LOGIN_PATH}>Voltar para o login</Link>
      </p>
    </form>
  );
}
