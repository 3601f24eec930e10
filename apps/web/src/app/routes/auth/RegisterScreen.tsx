import { Card } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { RegisterForm } from '../../../features/register/RegisterForm';
import { authScreensCopy } from './copy';

const Narrow = styled.div`
  max-width: 480px;
  margin: 24px auto;
`;

/**
 * /auth/register/:role — the role only picks the entry point; the form ignores it
 * (docs/product.md#registration).
 */
export default function RegisterScreen() {
  return (
    <Narrow>
      <Card>
        <h1>{authScreensCopy.register}</h1>
        <RegisterForm />
      </Card>
    </Narrow>
  );
}
