// The sign-in form of LoginForm: the check, the call, where its message shows,
// and whether the api slowed the sign-in down.
import { authMessages } from '@velas/domain/messages/auth';
import { HOME_PATH } from '@velas/domain/routes';
import { checkLogin } from '@velas/domain/validation';
import { isApiFailure } from '@velas/web-core/api-failure';
import { useZodForm } from '@velas/web-core/form/use-zod-form';
import { reportError } from '@velas/web-core/report-error';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '#/core/hooks.ts';
import { loggedIn } from '#/core/session/sessionSlice.ts';
import { useLoginMutation } from '#/services/accountApi.ts';

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
export function useLoginForm(initialEmail: string) {
  // Slowed down by guesses from elsewhere: a link by e-mail lets this browser in now.
  const [throttledBy, setThrottledBy] = useState<string | null>(null);
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
  return { form, email, error, errorAt, throttledBy };
}
