import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Form } from '@velas/web-core/form/Form';
import { Field } from '@velas/web-core/ui/Field';
import type { EnrolmentInput } from './useEnrolment.ts';

export function NewPasswordStep({ password }: { password: EnrolmentInput }) {
  return (
    <Form form={password.form} submitLabel={backofficeTexts.continue}>
      <Field
        label={backofficeTexts.newPassword}
        hint={backofficeTexts.newPasswordHint}
        type="password"
        autoComplete="new-password"
        minLength={8}
        value={password.value}
        onValueChange={password.onChange}
        required
      />
    </Form>
  );
}
