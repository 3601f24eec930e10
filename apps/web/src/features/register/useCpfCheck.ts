import { onlyDigits } from '@velas/domain/documents';
import { authMessages } from '@velas/domain/messages/auth';
import { checkCpfBeforeLookup } from '@velas/domain/validation';
import { failureMessages, isApiFailure } from '@velas/web-core/api-failure';
import { useState } from 'react';
import { useValidateDocumentMutation } from './api/registerApi.ts';

interface CheckedPerson {
  /** Masked by the server (`Maria T. da S.`): the owner recognises it, a stranger learns little. */
  name: string;
}

export function useCpfCheck() {
  const [validate, { isLoading }] = useValidateDocumentMutation();
  const [person, setPerson] = useState<CheckedPerson | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const check = async (cpf: string) => {
    setPerson(null);
    const invalid = checkCpfBeforeLookup(cpf);
    setErrors(invalid ? [invalid] : []);
    if (invalid) return;
    try {
      const answer = await validate({
        birthday: '',
        document: onlyDigits(cpf),
        email: '',
        email_confirmation: '',
        name: '',
        password: '',
        password_confirmation: '',
        phone: '',
      }).unwrap();
      if (answer.name) setPerson({ name: answer.name });
      else setErrors([authMessages.cpfNotValidated]);
    } catch (failure) {
      const listed = isApiFailure(failure) ? failureMessages(failure) : [];
      setErrors(listed.length > 0 ? listed : [authMessages.cpfCheckFailed]);
    }
  };

  return { check, person, errors, checking: isLoading };
}
