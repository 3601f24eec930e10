import { messages } from '@velas/domain/messages';
import { LOGIN_PATH } from '@velas/domain/routes';
import { Alert } from '@velas/web-core/ui/Alert';
import { useId } from 'react';
import { Link } from 'react-router';

/** What happens next, in plain words: nothing to do but wait for the e-mail. */
export function VerificationPending({ email }: { email: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{messages.registrationPendingTitle}</h2>
      <Alert tone="info">{messages.registrationPending}</Alert>
      <p>
        {messages.registrationPendingEmailTo} <strong>{email}</strong>
      </p>
      <p>{messages.registrationPendingNoSignInYet}</p>
      <p>
        <Link to={LOGIN_PATH}>{messages.backToLogin}</Link>
      </p>
    </section>
  );
}
