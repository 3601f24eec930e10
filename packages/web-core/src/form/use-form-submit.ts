// After a refused try the first invalid field is brought into view and
// focused: a message far from its field goes unseen on a phone.
import type { ApiErrorCode } from '@velas/domain/api-error-codes';
import { commonMessages } from '@velas/domain/messages/common';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { failureCode, failureMessages, isApiFailure } from '../api-failure.ts';

/** Returns the message that refuses the input before any call, or nothing (it only opened a confirmation). */
export type SubmitAction = () => Promise<unknown> | string | null | undefined;

export interface FormSubmitOptions {
  messagesOf?: (failure: unknown) => string[];
  /** Clears what must be typed again (a used one-time code), or keeps what a field owns. */
  onFailure?: (failure: unknown) => void;
  /**
   * What else marks a field to fix besides `aria-invalid="true"` (the
   * registration's empty fields after its one summary message).
   */
  invalidSelector?: string;
  initialErrors?: readonly string[];
}

export interface FormSubmit {
  submit: (event: SyntheticEvent) => void;
  busy: boolean;
  errors: readonly string[];
  /**
   * The api's code for the last refused call, what a screen branches on
   * (never the messages); null after the form's own check refused, or none.
   */
  code: ApiErrorCode | null;
  setErrors: (errors: readonly string[]) => void;
  /** The `<form>`'s ref callback: where the first invalid field is looked for. */
  setFormElement: (form: HTMLFormElement | null) => void;
}

export function messagesOfFailure(failure: unknown): string[] {
  if (!isApiFailure(failure)) return [commonMessages.internalError];
  const listed = failureMessages(failure);
  return listed.length > 0 ? listed : [failure.message || commonMessages.internalError];
}

function useFocusFirstInvalid(selector: string) {
  const [form, setFormElement] = useState<HTMLFormElement | null>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const first = form?.querySelector<HTMLElement>(selector);
    if (!first) return;
    // Not every browser engine has it (jsdom has none): the focus still lands.
    if ('scrollIntoView' in first) first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
    // Only a new refusal moves the focus, not a new form element or selector.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);
  return {
    setFormElement,
    refused: () => {
      setRefusals((count) => count + 1);
    },
  };
}

export function useFormSubmit(action: SubmitAction, options: FormSubmitOptions = {}): FormSubmit {
  const {
    messagesOf = messagesOfFailure,
    onFailure,
    invalidSelector,
    initialErrors = [],
  } = options;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState(initialErrors);
  const [code, setCode] = useState<ApiErrorCode | null>(null);
  const selector = ['[aria-invalid="true"]', invalidSelector].filter(Boolean).join(', ');
  const { setFormElement, refused } = useFocusFirstInvalid(selector);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    const outcome = action();
    setErrors(typeof outcome === 'string' ? [outcome] : []);
    setCode(null);
    if (typeof outcome === 'string') refused();
    if (outcome === undefined || outcome === null || typeof outcome === 'string') return;
    setBusy(true);
    outcome
      .catch((failure: unknown) => {
        setErrors(messagesOf(failure));
        setCode(failureCode(failure));
        onFailure?.(failure);
        refused();
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return { submit, busy, errors, code, setErrors, setFormElement };
}
