// The back office's one form: its fields, the failure of its last submit said
// once under them (role=alert), and the submit button, disabled while the
// call runs, with any other buttons beside it.
import { failureText } from '@velas/web-core/api-failure';
import { Button } from '@velas/web-core/ui/Button';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { Notice } from './Notice';
import { Row } from './Row';

export interface FormState {
  /** The form's onSubmit: runs the action once, keeping its failure. */
  submit: (event: SyntheticEvent) => void;
  busy: boolean;
  error: string | null;
}

/**
 * A form's submit: `action` makes the call (an RTK Query `.unwrap()`), whose
 * failure becomes the form's error in the api's words, and `onFailure` clears
 * what must be typed again (a used one-time code). An action that refuses the
 * input before any call returns its message instead; one that only opens a
 * confirmation returns nothing.
 */
export function useFormSubmit(
  action: () => Promise<unknown> | string | undefined,
  onFailure?: () => void,
): FormState {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const outcome = action();
    setError(typeof outcome === 'string' ? outcome : null);
    if (outcome === undefined || typeof outcome === 'string') return;
    setBusy(true);
    outcome
      .catch((failure: unknown) => {
        setError(failureText(failure));
        onFailure?.();
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return { submit, busy, error };
}

interface FormProps {
  form: FormState;
  submitLabel: string;
  /** Buttons beside the submit one (cancel, another way in). */
  actions?: ReactNode;
  children: ReactNode;
}

export function Form({ form, submitLabel, actions, children }: FormProps) {
  return (
    <form onSubmit={form.submit}>
      {children}
      {form.error && (
        <Notice role="alert" $tone="error">
          {form.error}
        </Notice>
      )}
      <Row>
        <Button type="submit" disabled={form.busy}>
          {submitLabel}
        </Button>
        {actions}
      </Row>
    </form>
  );
}
