import { messages } from '@velas/domain/messages';
import { DEMO_OUTBOX_PATH, LOGIN_PATH } from '@velas/domain/routes';
import type { AccountMessageResponse } from '@velas/domain/schemas/account-security';
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { usePublicSettings } from '../../services/settingsApi';
import { Alert, MessageList } from '../../ui/Alert';
import { accountSecurityCopy } from './copy';
import { failureText } from './failureText';

interface EmailLinkFormProps {
  /** The form's accessible name. */
  name: string;
  send: (email: string) => Promise<AccountMessageResponse>;
  isLoading: boolean;
  initialEmail?: string;
}

/**
 * An e-mail and `Enviar link`: the answer is the same for any e-mail
 * (docs/product.md#password-change-and-reset); a demo points at its outbox.
 */
export function EmailLinkForm({ name, send, isLoading, initialEmail = '' }: EmailLinkFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const demo = usePublicSettings()?.mode === 'demo';

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    try {
      const answer = await send(email);
      setErrors([]);
      setSent(answer.message);
    } catch (failure) {
      setErrors(failureText(failure));
    }
  };

  return (
    <form noValidate aria-label={name} onSubmit={(event) => void submit(event)}>
      {sent && <Alert tone="success">{sent}</Alert>}
      <MessageList items={errors} />
      <Field
        label={accountSecurityCopy.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onValueChange={setEmail}
      />
      <Button type="submit" $block disabled={isLoading} aria-busy={isLoading}>
        {accountSecurityCopy.sendLink}
      </Button>
      {demo && sent && (
        <p>
          {accountSecurityCopy.demoEmailsStayOnServer}
          <Link to={`${DEMO_OUTBOX_PATH}?email=${encodeURIComponent(email.trim())}`}>
            {accountSecurityCopy.openOutbox}
          </Link>
          .
        </p>
      )}
      <p>
        <Link to={LOGIN_PATH}>{messages.backToLogin}</Link>
      </p>
    </form>
  );
}
