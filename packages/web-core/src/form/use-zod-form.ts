// Checked on submit first, then, after a refused try, as the person types, so
// a fixed message goes away (docs/design.md#principles).
import { useState } from 'react';
import type { ZodType } from 'zod';
import { useFormSubmit, type FormSubmit, type FormSubmitOptions } from './use-form-submit.ts';

export type Check<Values> = (values: Values) => string | null;

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
  bind: (
    field: keyof Values,
    mask?: (text: string) => string,
  ) => { value: string; onValueChange: (text: string) => void };
}

interface ZodFormOptions<Values extends TextFields> extends FormSubmitOptions {
  initial: Values;
  check: Check<Values> | ZodType;
  send: (values: Values) => Promise<unknown>;
  /** Off where a message stays until the next try (a refused sign-in). */
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
