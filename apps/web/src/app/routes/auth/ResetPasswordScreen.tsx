import { Card } from '@velas/web-core/ui/Card';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ResetPasswordForm } from '../../../features/account-security/ResetPasswordForm';
import { authScreensCopy } from './copy';

const Narrow = styled.div`
  max-width: 420px;
  margin: 24px auto;
`;

/** /auth/redefinir-senha?token=: the reset e-mail's link (docs/product.md#password-change-and-reset). */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  return (
    <Narrow>
      <Card>
        <h1>{authScreensCopy.resetPassword}</h1>
        <ResetPasswordForm token={params.get('token') ?? ''} />
      </Card>
    </Narrow>
  );
}
