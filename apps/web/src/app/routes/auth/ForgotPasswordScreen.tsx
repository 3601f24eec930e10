import styled from 'styled-components';
import { ForgotPasswordForm } from '../../../features/account-security/ForgotPasswordForm';
import { Card } from '../../../ui/Card';

const Narrow = styled.div`
  max-width: 420px;
  margin: 24px auto;
`;

/** /auth/esqueci-senha (docs/product.md#password-change-and-reset). */
export default function ForgotPasswordScreen() {
  return (
    <Narrow>
      <Card>
        <h1>Esqueci minha senha</h1>
        <p>Informe o email da sua conta. Enviaremos um link para você escolher uma nova senha.</p>
        <ForgotPasswordForm />
      </Card>
    </Narrow>
  );
}
