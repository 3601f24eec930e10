// Guessable is the api's own judgement: the dictionaries live only there.
import { PASSWORD_MIN_LENGTH } from '@velas/domain/constants';
import { authMessages } from '@velas/domain/messages/auth';
import { isApiFailure } from '@velas/web-core/api-failure';
import { useCallback, useState } from 'react';
import { useCheckPasswordMutation } from './api/registerApi.ts';

interface KnownDetails {
  email: string;
  cpf: string;
  phone: string;
}

export function usePasswordCheck() {
  const [checkPassword] = useCheckPasswordMutation();
  const [verdict, setVerdict] = useState<string | null>(null);

  const judge = useCallback(
    async (password: string, details: KnownDetails) => {
      if (password === '') return;
      if (password.length < PASSWORD_MIN_LENGTH) {
        setVerdict(authMessages.passwordTooShort);
        return;
      }
      try {
        await checkPassword({
          password,
          email: details.email,
          document: details.cpf.replace(/\D/g, ''),
          phone: details.phone.replace(/\D/g, ''),
        }).unwrap();
        setVerdict(null);
      } catch (failure) {
        // Only the api's judgement is said; a failed call leaves it to the registration.
        setVerdict(isApiFailure(failure) && failure.status === 422 ? failure.message : null);
      }
    },
    [checkPassword],
  );
  /** A changed password has not been judged yet. */
  const forget = useCallback(() => {
    setVerdict(null);
  }, []);
  return { verdict, judge, forget };
}
