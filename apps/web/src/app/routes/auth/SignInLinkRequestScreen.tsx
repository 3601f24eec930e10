import { authMessages } from '@velas/domain/messages/auth';
import { Card } from '@velas/web-core/ui/Card';
import { useLocation } from 'react-router';
import { SignInLinkRequestForm } from '#/features/account-security/SignInLinkRequestForm.tsx';
import { NarrowColumn } from '#/ui/NarrowColumn.ts';
import { authScreensCopy } from './copy.ts';

export default function SignInLinkRequestScreen() {
  const { email } = (useLocation().state as { email?: string } | null) ?? {};
  return (
    <NarrowColumn $width={420} $apart>
      <Card>
        <h1>{authScreensCopy.signInLink}</h1>
        <p>{authMessages.signInLinkRequestIntro}</p>
        <SignInLinkRequestForm {...(email !== undefined && { initialEmail: email })} />
      </Card>
    </NarrowColumn>
  );
}
