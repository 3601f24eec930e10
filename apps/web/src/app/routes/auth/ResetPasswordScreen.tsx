import { Card } from '@velas/web-core/ui/Card';
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '#/features/account-security/ResetPasswordForm.tsx';
import { NarrowColumn } from '#/ui/NarrowColumn.ts';
import { authScreensCopy } from './copy.ts';

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
