import { authMessages } from '@velas/domain/messages/auth';
import { LOGIN_PATH } from '@velas/domain/routes';
import { Alert } from '@velas/web-core/ui/Alert';
import { useId } from 'react';
import { Link } from 'react-router';

/** What happens next, in plain words: nothing to do but wait for the e-mail. */
export function VerificationPending({ email }: { email: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{authMessages.registrationPendingTitle}</h2>
      <Alert tone="info">{authMessages.registrationPending}</Alert>
      <p>
        {authMessages.registrationPendingEmailTo} <strong>{email}</strong>
      </p>
      <p>{authMessages.registrationPendingNoSignInYet}</p>
      <p>
        <Link to={LOGIN_PATH}>{authMessages.backToLogin}</Link>
      </p>
    </section>
  );
}
