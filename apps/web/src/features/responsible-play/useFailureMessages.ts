import { commonMessages } from '@velas/domain/messages/common';
import { failureMessages, isApiFailure } from '@velas/web-core/api-failure';
import { useState } from 'react';

/** Runs a call and keeps the api's pt-BR messages when it fails: its fields', else its own. */
export function useFailureMessages() {
  const [errors, setErrors] = useState<string[]>([]);
  const run = async (call: () => Promise<unknown>) => {
    setErrors([]);
    try {
      await call();
    } catch (failure) {
      if (!isApiFailure(failure)) {
        setErrors([commonMessages.internalError]);
        return;
      }
      // A refusal that names no field (a closing held back) says why in its message.
      const listed = failureMessages(failure);
      setErrors(listed.length > 0 ? listed : [failure.message]);
    }
  };
  return { errors, run };
}
