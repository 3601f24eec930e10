import { authMessages } from '@velas/domain/messages/auth';
import { Field } from '@velas/web-core/ui/Field';
import { accountSecurityCopy } from './copy.ts';

export interface NewPassword {
  password: string;
  confirmation: string;
}

export const NO_NEW_PASSWORD: NewPassword = { password: '', confirmation: '' };

/** The message under a field: the server's, when it is one this field causes. */
export const errorAt = (errors: readonly string[]) => (message: string) =>
  errors.includes(message) ? message : null;

/** "Nova senha" and its confirmation, as both the change and the reset forms ask them. */
export function NewPasswordFields({
  value,
  onChange,
  errors,
}: {
  value: NewPassword;
  onChange: (next: NewPassword) => void;
  errors: readonly string[];
}) {
  const at = errorAt(errors);
  return (
    <>
      <Field
        label={accountSecurityCopy.newPassword}
        type="password"
        autoComplete="new-password"
        value={value.password}
        onValueChange={(password) => {
          onChange({ ...value, password });
        }}
        error={at(authMessages.passwordTooShort) ?? at(authMessages.passwordTooGuessable)}
      />
      <Field
        label={accountSecurityCopy.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        value={value.confirmation}
        onValueChange={(confirmation) => {
          onChange({ ...value, confirmation });
        }}
        error={at(authMessages.passwordsDoNotMatch)}
      />
    </>
  );
}
