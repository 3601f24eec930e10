import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Form } from '@velas/web-core/form/Form';
import { Field } from '@velas/web-core/ui/Field';
import type { Credentials } from './useSignIn.ts';

export function PasswordStep({ credentials }: { credentials: Credentials }) {
  return (
    <Form form={credentials.form} submitLabel={backofficeTexts.signIn}>
      <Field
        label={backofficeTexts.email}
        type="email"
        autoComplete="username"
        value={credentials.email}
        onValueChange={credentials.setEmail}
        required
      />
      <Field
        label={backofficeTexts.password}
        type="password"
        autoComplete="current-password"
        value={credentials.password}
        onValueChange={credentials.setPassword}
        required
      />
    </Form>
  );
}
