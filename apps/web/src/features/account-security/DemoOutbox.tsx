import { authMessages } from '@velas/domain/messages/auth';
import { Form } from '@velas/web-core/form/Form';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { Alert, MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import styled from 'styled-components';
import { useLazyDemoOutboxQuery } from '#/services/accountSecurityApi.ts';
import { usePublicSettings } from '#/services/settingsApi.ts';
import { accountSecurityCopy } from './copy.ts';

const Mail = styled.article`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 12px 0;
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font: inherit;
  }
`;

/** The e-mail's text, its link lines as links (the reset link is opened from here). */
function MailText({ text }: { text: string }) {
  return (
    <pre>
      {text.split('\n').map((line, index) => (
        <span key={index}>
          {/^https?:\/\/\S+$/.test(line) ? <a href={line}>{line}</a> : line}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}

/** The demo's outbox: where the e-mails a demo "sends" can be read. */
export function DemoOutbox({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [load, { data }] = useLazyDemoOutboxQuery();
  const mode = usePublicSettings()?.mode;
  // Any failure means the outbox is not there to read (production, an old server).
  const form = useFormSubmit(() => load(email.trim()).unwrap(), {
    messagesOf: () => [authMessages.demoOutboxOnly],
  });
  if (mode === 'production') return <Alert>{authMessages.demoOutboxOnly}</Alert>;

  return (
    <>
      <Form form={form} noValidate aria-label={accountSecurityCopy.outboxTitle}>
        <Field
          label={accountSecurityCopy.email}
          type="email"
          inputMode="email"
          value={email}
          onValueChange={setEmail}
        />
        <Button type="submit" disabled={form.busy}>
          {accountSecurityCopy.showEmails}
        </Button>
      </Form>
      <MessageList items={form.errors} />
      {data?.data.length === 0 && <p>{accountSecurityCopy.noEmails}</p>}
      {data?.data.map((mail) => (
        <Mail key={mail.sentAt + mail.subject}>
          <h2>{mail.subject}</h2>
          <p>
            {accountSecurityCopy.sentTo(mail.to, new Date(mail.sentAt).toLocaleString('pt-BR'))}
          </p>
          <MailText text={mail.text} />
        </Mail>
      ))}
    </>
  );
}
