import { useLocation } from 'react-router';
import styled from 'styled-components';
import { GateDialog } from '../../../features/auth/GateDialog';
import { InstallBanner } from '../../../features/auth/InstallBanner';
import { LoginForm } from '../../../features/auth/LoginForm';
import type { LoginNotice } from '../../../lib/loginNotice';
import { isPhone } from '../../../lib/pwa/isPhone';
import { useOpenState } from '../../../lib/useOpenState';
import { Alert } from '../../../ui/Alert';
import { Card } from '../../../ui/Card';

const Narrow = styled.div`
  max-width: 420px;
  margin: 24px auto;
`;

export default function LoginScreen() {
  const notice = (useLocation().state as LoginNotice | null)?.notice;
  // Someone sent here by the registration form has an account: no gate over
  // 'Cadastro realizado' (docs/product.md#gate-dialog).
  const gate = useOpenState(notice === undefined);
  return (
    <Narrow>
      {isPhone(navigator.userAgent) && <InstallBanner />}
      <Card>
        <h1>Entrar</h1>
        {notice && <Alert tone="success">{notice}</Alert>}
        <LoginForm />
      </Card>
      <GateDialog open={gate.open} onHaveAccount={gate.hide} />
    </Narrow>
  );
}
