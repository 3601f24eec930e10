import { Card } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { ForgotPasswordForm } from '../../../features/account-security/ForgotPasswordForm';
import { authScreensCopy } from './copy';

const Narrow = styled.div`
  max-width: 420px;
  margin: 24px auto;
`;

/** /auth/esqueci-senha (docs/product.md#password-change-and-reset). */
export default function ForgotPasswordScreen() {
  return (
    <Narrow>
      <Card>
        <h1>{authScreensCopy.forgotPassword}</h1>
        <p>{authScreensCopy.forgotPasswordLead}</p>
        <ForgotPasswordForm />
      </Card>
    </Narrow>
  );
}
