import { authMessages } from '@velas/domain/messages/auth';
import { HOME_PATH, LOGIN_PATH } from '@velas/domain/routes';
import { checkRegistration, type RegistrationForm } from '@velas/domain/validation';
import { useZodForm } from '@velas/web-core/form/use-zod-form';
import { reportError } from '@velas/web-core/report-error';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { draftOf, limitsOf, type LimitsErrors } from '#/components/limits/LimitsFields.tsx';
import { useAppDispatch } from '#/core/hooks.ts';
import { loggedIn } from '#/core/session/sessionSlice.ts';
import type { LoginNotice } from '#/lib/loginNotice.ts';
import { useLoginMutation } from '#/services/accountApi.ts';
import { useCreateSecondSystemUserMutation, useRegisterMutation } from './api/registerApi.ts';
import { registrationPayload, secondSystemUser } from './buildRegistration.ts';
import { registerCopy } from './copy.ts';
import { registrationFailure } from './registrationFailure.ts';
import { useCpfCheck } from './useCpfCheck.ts';

export type TypedField = 'email' | 'password' | 'confirmPassword' | 'cpf' | 'phone';

const emptyForm: Record<TypedField, string> = {
  email: '',
  password: '',
  confirmPassword: '',
  cpf: '',
  phone: '',
};

/**
 * The registration's answer is the same for everyone and carries no session;
 * the login opens only the account whose password this is, so a taken e-mail
 * is refused with nothing said about it.
 */
function useSignInAfterRegistration() {
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async (email: string, password: string) => {
    try {
      const answer = await login({ login: email, email, password }).unwrap();
      dispatch(loggedIn(answer, email));
    } catch {
      const state: LoginNotice = { notice: authMessages.registrationSucceeded, email };
      await navigate(LOGIN_PATH, { state });
      return;
    }
    await navigate(HOME_PATH, { replace: true });
  };
}

export function useRegistration() {
  const cpfCheck = useCpfCheck();
  const [limits, setLimits] = useState(draftOf);
  // The api's messages about the limits, shown at their fields, not in the list above.
  const [limitErrors, setLimitErrors] = useState<LimitsErrors>({});
  // The regulator's check did not answer: no account yet, an e-mail will follow.
  const [pendingFor, setPendingFor] = useState<string | null>(null);
  const [register] = useRegisterMutation();
  const [createSecondSystemUser] = useCreateSecondSystemUserMutation();
  const signIn = useSignInAfterRegistration();
  // 18 or older and the data's use, ticked before "Criar Conta"; checked after the fields.
  const [consented, setConsented] = useState(false);
  const withName = (typed: Record<TypedField, string>): RegistrationForm => ({
    ...typed,
    name: cpfCheck.person?.name ?? '',
  });

  const form = useZodForm({
    initial: emptyForm,
    check: (typed) =>
      checkRegistration(withName(typed)) ?? (consented ? null : registerCopy.consentRequired),
    // An empty field after 'Todos os campos…' is marked on its slot, not by aria-invalid.
    invalidSelector: '[data-missing="true"] input:not([readonly])',
    messagesOf: (failure) => registrationFailure(failure).listed,
    onFailure: (failure) => {
      setLimitErrors(registrationFailure(failure).atLimits);
    },
    send: async (typed) => {
      const full = withName(typed);
      setLimitErrors({});
      const answer = await register(registrationPayload(full, limitsOf(limits))).unwrap();
      if ('status' in answer) {
        setPendingFor(full.email.trim());
        return;
      }
      // docs/product/registration.md#second-system: the second system learns of the user too; its
      // answer is not used.
      await createSecondSystemUser(secondSystemUser(full))
        .unwrap()
        .catch((failure: unknown) => {
          reportError(failure, 'second system user creation');
        });
      await signIn(full.email.trim(), full.password);
    },
  });

  const changeLimits = (next: typeof limits) => {
    setLimits(next);
    setLimitErrors({});
  };
  const changeConsent = (next: boolean) => {
    setConsented(next);
    if (next) form.setErrors(form.errors.filter((error) => error !== registerCopy.consentRequired));
  };
  const consent = {
    checked: consented,
    // Unticked on a submit with empty fields too: every missing answer is marked at once.
    refused:
      form.errors.includes(registerCopy.consentRequired) ||
      (!consented && form.errors.includes(authMessages.registrationFieldsRequired)),
    onChange: changeConsent,
  };
  return { form, cpfCheck, limits, changeLimits, limitErrors, pendingFor, consent };
}
