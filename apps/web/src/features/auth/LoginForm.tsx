import { authMessages } from '@velas/domain/messages/auth';
import { RISK_WARNING } from '@velas/domain/protection';
import { FORGOT_PASSWORD_PATH, HOME_PATH, SIGN_IN_LINK_REQUEST_PATH } from '@velas/domain/routes';
import { checkLogin } from '@velas/domain/validation';
import { isApiFailure } from '@velas/web-core/api-failure';
import { Form } from '@velas/web-core/form/Form';
import { useZodForm } from '@velas/web-core/form/use-zod-form';
import { reportError } from '@velas/web-core/report-error';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordToggle } from '#/components/password/PasswordToggle.tsx';
import { SupportLink } from '#/components/support/SupportLink.tsx';
import { useAppDispatch } from '#/core/hooks.ts';
import { loggedIn } from '#/core/session/sessionSlice.ts';
import { useLoginMutation } from '#/services/accountApi.ts';
import { authCopy } from './copy.ts';

/**
 * The api's answer to too many attempts, or to a closed account (said only to whoever knows the
 * password), is shown as is; every other failure gets the login error
 * (docs/product/accounts.md#accounts-and-sign-in, docs/product/kyc.md#cpf-claim).
 */
function loginErrorMessage(error: unknown): string {
  return isApiFailure(error) && (error.status === 429 || error.status === 403)
    ? error.message
    : authMessages.loginFailed;
}

const isBlank = (value: string) => value.trim() === '';

/**
 * Each message once (docs/design.md#principles), at the field a person fixes:
 * a blank field's at the first blank one, the pair refused at the password
 * (the field a person retypes). A 429's or a closed account's message
 * concerns no field and shows above the form alone.
 */
function fieldOf(error: string | null, email: string): 'email' | 'password' | null {
  if (error === authMessages.loginFieldsRequired) return isBlank(email) ? 'email' : 'password';
  return error === authMessages.loginFailed ? 'password' : null;
}

/** `initialEmail`: the address just registered, so only the password is left to type. */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  // Slowed down by guesses from elsewhere: a link by e-mail lets this browser in now.
  const [throttledBy, setThrottledBy] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useZodForm({
    initial: { email: initialEmail, password: '' },
    check: checkLogin,
    checkAsTyped: false,
    send: async ({ email, password }) => {
      const answer = await login({ login: email, email, password }).unwrap();
      dispatch(loggedIn(answer, email));
      await navigate(HOME_PATH, { replace: true });
    },
    messagesOf: (failure) => [loginErrorMessage(failure)],
    onFailure: (failure) => {
      reportError(failure, 'login');
      setThrottledBy(isApiFailure(failure) && failure.status === 429 ? failure.message : null);
    },
  });
  const { email } = form.values;
  const error = form.errors[0] ?? null;
  const errorAt = fieldOf(error, email);
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
