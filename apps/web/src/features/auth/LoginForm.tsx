import { authMessages } from '@velas/domain/messages/auth';
import { RISK_WARNING } from '@velas/domain/protection';
import { FORGOT_PASSWORD_PATH, SIGN_IN_LINK_REQUEST_PATH } from '@velas/domain/routes';
import { Form } from '@velas/web-core/form/Form';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { Link } from 'react-router';
import { PasswordToggle } from '#/components/password/PasswordToggle.tsx';
import { SupportLink } from '#/components/support/SupportLink.tsx';
import { authCopy } from './copy.ts';
import { useLoginForm } from './useLoginForm.ts';

/** `initialEmail`: the address just registered, so only the password is left to type. */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { form, email, error, errorAt, throttledBy } = useLoginForm(initialEmail);
  const [showPassword, setShowPassword] = useState(false);
  return (
    <Form form={form} noValidate aria-label={authCopy.signIn}>
      {error && errorAt === null && <Alert>{error}</Alert>}
      {error !== null && error === throttledBy && (
        <p>
          <Link to={SIGN_IN_LINK_REQUEST_PATH} state={{ email }}>
            {authMessages.signInLinkOffer}
          </Link>
        </p>
      )}
      <Field
        label={authCopy.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        {...form.bind('email')}
        error={errorAt === 'email' ? error : null}
        announce
      />
      <Field
        label={authCopy.password}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        {...form.bind('password')}
        error={errorAt === 'password' ? error : null}
        announce
        addon={
          <PasswordToggle
            shown={showPassword}
            onToggle={() => {
              setShowPassword((shown) => !shown);
            }}
          />
        }
      />
      <p role="note">{RISK_WARNING}</p>
      <Button type="submit" $block disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? <span aria-label={authCopy.signingIn}>...</span> : authCopy.signIn}
      </Button>
      <p>
        <Link to={FORGOT_PASSWORD_PATH}>{authCopy.forgotPassword}</Link>
      </p>
      <p>
        {authCopy.noAccount}
        <Link to="/auth/register/ROLE_LOTOGREEN">{authCopy.register}</Link>
      </p>
      <p>
        <SupportLink message={authCopy.supportMessage} />
      </p>
    </Form>
  );
}
