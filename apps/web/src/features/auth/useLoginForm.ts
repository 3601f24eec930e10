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

/** A 429's or a closed account's message is shown as is (said only to whoever knows the password). */
function loginErrorMessage(error: unknown): string {
  return isApiFailure(error) && (error.status === 429 || error.status === 403)
    ? error.message
    : authMessages.loginFailed;
}

const isBlank = (value: string) => value.trim() === '';

/** Each message once, at the field a person fixes: the pair refused at the password, which a person retypes. */
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
