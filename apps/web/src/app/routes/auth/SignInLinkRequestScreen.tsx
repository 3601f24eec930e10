import { authMessages } from '@velas/domain/messages/auth';
import { Card } from '@velas/web-core/ui/Card';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { SignInLinkRequestForm } from '../../../features/account-security/SignInLinkRequestForm';
import { authScreensCopy } from './copy';

const Narrow = styled.div`
  max-width: 420px;
  margin: 24px auto;
`;

/** /auth/link-de-acesso, offered under the login's 429 (docs/product.md#password-change-and-reset). */
export default function SignInLinkRequestScreen() {
  const { email } = (useLocation().state as { email?: string } | null) ?? {};
  return (
    <Narrow>
      <Card>
        <h1>{authScreensCopy.signInLink}</h1>
        <p>{authMessages.signInLinkRequestIntro}</p>
        <SignInLinkRequestForm {...(email !== undefined && { initialEmail: email })} />
      </Card>
    </Narrow>
  );
}
