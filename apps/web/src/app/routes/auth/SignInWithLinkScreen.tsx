import { authMessages } from '@velas/domain/messages/auth';
import { Card } from '@velas/web-core/ui/Card';
import { useSearchParams } from 'react-router';
import { SignInWithLinkForm } from '#/features/account-security/SignInWithLinkForm.tsx';
import { NarrowColumn } from '#/ui/NarrowColumn.ts';
import { authScreensCopy } from './copy.ts';

export default function SignInWithLinkScreen() {
  const [params] = useSearchParams();
  return (
    <NarrowColumn $width={420} $apart>
      <Card>
        <h1>{authScreensCopy.signInWithLink}</h1>
        <p>{authMessages.signInLinkPageIntro}</p>
        <SignInWithLinkForm token={params.get('token') ?? ''} />
      </Card>
    </NarrowColumn>
  );
}
