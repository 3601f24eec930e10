import { authMessages } from '@velas/domain/messages/auth';
import { Card } from '@velas/web-core/ui/Card';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { SignInWithLinkForm } from '../../../features/account-security/SignInWithLinkForm';
import { authScreensCopy } from './copy';

const Narrow = styled.div`
  max-width: 420px;
  margin: 24px auto;
`;

/** /auth/entrar-com-link?token=: the sign-in e-mail's link (docs/product.md#password-change-and-reset). */
export default function SignInWithLinkScreen() {
  const [params] = useSearchParams();
  return (
    <Narrow>
      <Card>
        <h1>{authScreensCopy.signInWithLink}</h1>
        <p>{authMessages.signInLinkPageIntro}</p>
        <SignInWithLinkForm token={params.get('token') ?? ''} />
      </Card>
    </Narrow>
  );
}
