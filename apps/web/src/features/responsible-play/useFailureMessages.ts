import { messages } from '@velas/domain/messages';
import { useState } from 'react';
import { failureMessages, isApiFailure } from '../../core/api';

/** Runs a call and keeps the api's pt-BR messages when it fails. */
export function useFailureMessages() {
  const [errors, setErrors] = useState<string[]>([]);
  const run = async (call: () => Promise<unknown>) => {
    setErrors([]);
    try {
      await call();
    } catch (failure) {
      const listed = isApiFailure(failure) ? failureMessages(failure) : [];
      setErrors(listed.length > 0 ? listed : [messages.internalError]);
    }
  };
  return { errors, run };
}
