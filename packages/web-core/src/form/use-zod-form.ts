// A form of text fields checked by the domain's own rules (a zod schema or a
// `check*` of @velas/domain/validation), the same ones the api applies: on
// submit first, then, after a first refused try, as the person types, so a
// fixed message goes away (docs/design.md#principles).
import { useState } from 'react';
import type { ZodType } from 'zod';
import { useFormSubmit, type FormSubmit, type FormSubmitOptions } from './use-form-submit.ts';

/** The message refusing the values, or null when they pass. */
export type Check<Values> = (values: Values) => string | null;

/** A zod schema as a Check: its first issue's message (the domain's messages are pt-BR). */
function zodCheck<Values>(schema: ZodType): Check<Values> {
  return (values) => {
    const parsed = schema.safeParse(values);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };
}

type TextFields = Record<string, string>;

export interface ZodForm<Values extends TextFields> extends FormSubmit {
  values: Values;
  setValues: (values: Values) => void;
  /** A Field's value and onValueChange, the typed text passed through `mask`. */
  bind: (
    field: keyof Values,
    mask?: (text: string) => string,
  ) => { value: string; onValueChange: (text: string) => void };
}

interface ZodFormOptions<Values extends TextFields> extends FormSubmitOptions {
  initial: Values;
  check: Check<Values> | ZodType;
  /** Sends values the check passed; its failure is shown as `useFormSubmit` does. */
  send: (values: Values) => Promise<unknown>;
  /**
   * Whether, after a first try, the check runs again as the person types; off
   * where a message stays until the next try (a refused sign-in).
   */
  checkAsTyped?: boolean;
}

export function useZodForm<Values extends TextFields>({
  initial,
  check,
  send,
  checkAsTyped = true,
  ...options
}: ZodFormOptions<Values>): ZodForm<Values> {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const refusal = typeof check === 'function' ? check : zodCheck<Values>(check);
  const form = useFormSubmit(() => {
    setTried(true);
    return refusal(values) ?? send(values);
  }, options);
  const bind: ZodForm<Values>['bind'] = (field, mask = (text) => text) => ({
    value: values[field] ?? '',
    onValueChange: (text) => {
      const next = { ...values, [field]: mask(text) };
      setValues(next);
      if (!tried || !checkAsTyped) return;
      const invalid = refusal(next);
      form.setErrors(invalid ? [invalid] : []);
    },
  });
  return { ...form, values, setValues, bind };
}
