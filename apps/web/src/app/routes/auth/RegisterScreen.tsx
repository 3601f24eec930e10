import { Card } from '@velas/web-core/ui/Card';
import { RegisterForm } from '#/features/register/RegisterForm.tsx';
import { NarrowColumn } from '#/ui/NarrowColumn.ts';
import { authScreensCopy } from './copy.ts';

/**
 * /auth/register/:role — the role only picks the entry point; the form ignores it.
 */
export default function RegisterScreen() {
  return (
    <NarrowColumn $width={480} $apart>
      <Card>
        <h1>{authScreensCopy.register}</h1>
        <RegisterForm />
      </Card>
    </NarrowColumn>
  );
}
