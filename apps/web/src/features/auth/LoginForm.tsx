import { messages } from '@velas/domain/messages';
import { RISK_WARNING } from '@velas/domain/protection';
import { FORGOT_PASSWORD_PATH, HOME_PATH, SIGN_IN_LINK_REQUEST_PATH } from '@velas/domain/routes';
import { checkLogin } from '@velas/domain/validation';
import { reportError } from '@velas/web-core/report-error';
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SupportLink } from '../../components/support/SupportLink';
import { isApiFailure } from '../../core/api';
import { useAppDispatch } from '../../core/hooks';
import { loggedIn } from '../../core/session/sessionSlice';
import { useLoginMutation } from '../../services/accountApi';
import { Alert } from '../../ui/Alert';
import { authCopy } from './copy';

/**
 * The api's answer to too many attempts, or to a closed account (said only to whoever knows the
 * password), is shown as is; every other failure gets the login error
 * (docs/product.md#accounts-and-sign-in, #cpf-claim).
 */
function loginErrorMessage(error: unknown): string {
  return isApiFailure(error) && (error.status === 429 || error.status === 403)
    ? error.message
    : messages.loginFailed;
}

const isBlank = (value: string) => value.trim() === '';

/**
 * Each message once (docs/design.md#principles), at the field a person fixes:
 * a blank field's at the first blank one, the pair refused at the password
 * (the field a person retypes). A 429's or a closed account's message
 * concerns no field and shows above the form alone.
 */
function fieldOf(error: string | null, email: string): 'email' | 'password' | null {
  if (error === messages.loginFieldsRequired) return isBlank(email) ? 'email' : 'password';
  return error === messages.loginFailed ? 'password' : null;
}

/** `initialEmail`: the address just registered, so only the password is left to type. */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Slowed down by guesses from elsewhere: a link by e-mail lets this browser in now.
  const [throttled, setThrottled] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const invalid = checkLogin({ email, password });
    setError(invalid);
    setThrottled(false);
    if (invalid || isLoading) return;
    try {
      const answer = await login({ login: email, email, password }).unwrap();
      dispatch(loggedIn(answer, email));
      await navigate(HOME_PATH, { replace: true });
    } catch (failure) {
      reportError(failure, 'login');
      setError(loginErrorMessage(failure));
      setThrottled(isApiFailure(failure) && failure.status === 429);
    }
  };

  const errorAt = fieldOf(error, email);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={authCopy.signIn}>
      {error && errorAt === null && <Alert>{error}</Alert>}
      {throttled && (
        <p>
          <Link to={SIGN_IN_LINK_REQUEST_PATH} state={{ email }}>
            {messages.signInLinkOffer}
          </Link>
        </p>
      )}
      <Field
        label={authCopy.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onValueChange={setEmail}
        error={errorAt === 'email' ? error : null}
        announce
      />
      <Field
        label={authCopy.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errorAt === 'password' ? error : null}
        announce
      />
      <p role="note">{RISK_WARNING}</p>
      <Button type="submit" $block disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? <span aria-label={authCopy.signingIn}>...</span> : authCopy.signIn}
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
    </form>
  );
}
