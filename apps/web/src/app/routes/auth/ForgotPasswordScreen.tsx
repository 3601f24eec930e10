import { Card } from '@velas/web-core/ui/Card';
import { ForgotPasswordForm } from '#/features/account-security/ForgotPasswordForm.tsx';
import { NarrowColumn } from '#/ui/NarrowColumn.ts';
import { authScreensCopy } from './copy.ts';

export default function ForgotPasswordScreen() {
  return (
    <NarrowColumn $width={420} $apart>
      <Card>
        <h1>{authScreensCopy.forgotPassword}</h1>
        <p>{authScreensCopy.forgotPasswordLead}</p>
        <ForgotPasswordForm />
      </Card>
    </NarrowColumn>
  );
}
