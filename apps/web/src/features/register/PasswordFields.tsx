import { authMessages } from '@velas/domain/messages/auth';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { PasswordToggle } from '#/components/password/PasswordToggle.tsx';
import { registerCopy } from './copy.ts';
import type { FieldSlots, RegistrationForm } from './fieldSlots.tsx';
import { usePasswordCheck } from './usePasswordCheck.ts';

/** Messages a field owns: said at that field, once, never again in the summary above. */
export const PASSWORD_MESSAGES: readonly string[] = [
  authMessages.passwordTooShort,
  authMessages.passwordTooGuessable,
  authMessages.passwordsDoNotMatch,
];

interface PasswordFieldsProps {
  form: RegistrationForm;
  slots: FieldSlots;
}

export function PasswordFields({ form, slots: { typed, slot } }: PasswordFieldsProps) {
  const [showPassword, setShowPassword] = useState(false);
  const passwordCheck = usePasswordCheck();
  /** A password message shows at its field only; the others concern the whole form. */
  const at = (message: string) => (form.errors.includes(message) ? message : null);
  const passwordType = showPassword ? 'text' : 'password';
  return (
    <>
      {slot(
        'password',
        <Field
          label={registerCopy.password}
          type={passwordType}
          autoComplete="new-password"
          {...typed('password')}
          onValueChange={(text) => {
            passwordCheck.forget();
            typed('password').onValueChange(text);
          }}
          // Judged on leaving the field, with the details typed so far: the rule
          // is said in the hint, a refusal before the whole form is sent.
          onBlur={() => {
            void passwordCheck.judge(form.values.password, form.values);
          }}
          hint={registerCopy.passwordHint}
          announce
          error={
            at(authMessages.passwordTooShort) ??
            at(authMessages.passwordTooGuessable) ??
            passwordCheck.verdict
          }
          addon={
            <PasswordToggle
              shown={showPassword}
              onToggle={() => {
                setShowPassword((shown) => !shown);
              }}
            />
          }
        />,
      )}
      {slot(
        'confirmPassword',
        <Field
          label={registerCopy.confirmPassword}
          type={passwordType}
          autoComplete="new-password"
          {...typed('confirmPassword')}
          announce
          error={at(authMessages.passwordsDoNotMatch)}
        />,
      )}
    </>
  );
}
