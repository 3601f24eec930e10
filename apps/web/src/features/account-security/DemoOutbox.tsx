import { messages } from '@velas/domain/messages';
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { useLazyDemoOutboxQuery } from '../../services/accountSecurityApi';
import { usePublicSettings } from '../../services/settingsApi';
import { Alert } from '../../ui/Alert';
import { accountSecurityCopy } from './copy';

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

/** The demo's outbox: where the e-mails a demo "sends" can be read (docs/product.md#demo-outbox). */
export function DemoOutbox({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [load, { data, isFetching, error }] = useLazyDemoOutboxQuery();
  const mode = usePublicSettings()?.mode;
  if (mode === 'production') return <Alert>{messages.demoOutboxOnly}</Alert>;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void load(email.trim());
  };
  return (
    <>
      <form noValidate aria-label={accountSecurityCopy.outboxTitle} onSubmit={submit}>
        <Field
          label={accountSecurityCopy.email}
          type="email"
          inputMode="email"
          value={email}
          onValueChange={setEmail}
        />
        <Button type="submit" disabled={isFetching}>
          {accountSecurityCopy.showEmails}
        </Button>
      </form>
      {error && <Alert>{messages.demoOutboxOnly}</Alert>}
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
