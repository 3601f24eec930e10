import { Card } from '@velas/web-core/ui/Card';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '#/features/account-security/ResetPasswordForm.tsx';
import { NarrowColumn } from '#/ui/NarrowColumn.ts';
import { authScreensCopy } from './copy.ts';

/** /auth/redefinir-senha?token=: the reset e-mail's link (docs/product/accounts.md#password-change-and-reset). */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  return (
    <NarrowColumn $width={420} $apart>
      <Card>
        <h1>{authScreensCopy.resetPassword}</h1>
        <ResetPasswordForm token={params.get('token') ?? ''} />
      </Card>
    </NarrowColumn>
  );
}
