import { authMessages } from '@velas/domain/messages/auth';
import { DEMO_OUTBOX_PATH, LOGIN_PATH } from '@velas/domain/routes';
import type { AccountMessageResponse } from '@velas/domain/schemas/account-security';
import { Form } from '@velas/web-core/form/Form';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { Alert, MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { accountSecurityCopy } from './copy.ts';

interface EmailLinkFormProps {
  /** The form's accessible name. */
  name: string;
  send: (email: string) => Promise<AccountMessageResponse>;
  initialEmail?: string;
}

/**
 * An e-mail and `Enviar link`: the answer is the same for any e-mail;
 * a demo points at its outbox.
 */
export function EmailLinkForm({ name, send, initialEmail = '' }: EmailLinkFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState<string | null>(null);
  const demo = usePublicSettings()?.mode === 'demo';
  const form = useFormSubmit(async () => {
    const answer = await send(email);
    setSent(answer.message);
  });

  return (
    <Form form={form} noValidate aria-label={name}>
      {sent && <Alert tone="success">{sent}</Alert>}
      <MessageList items={form.errors} />
      <Field
        label={accountSecurityCopy.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onValueChange={setEmail}
      />
      <Button type="submit" $block disabled={form.busy} aria-busy={form.busy}>
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
        <Link to={LOGIN_PATH}>{authMessages.backToLogin}</Link>
      </p>
    </Form>
  );
}
