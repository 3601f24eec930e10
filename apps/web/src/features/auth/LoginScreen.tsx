import { useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { isPhone } from '../pwa/isPhone';
import { GateDialog } from './GateDialog';
import { InstallBanner } from './InstallBanner';
import { LoginForm } from './LoginForm';

const Narrow = styled.div`
  max-width: 420px;
  margin: 24px auto;
`;

/** Set by the registration screen when it sends the person here (spec §4). */
export interface LoginNotice {
  notice?: string;
}

export default function LoginScreen() {
  const [gateOpen, setGateOpen] = useState(true);
  const notice = (useLocation().state as LoginNotice | null)?.notice;
  return (
    <Narrow>
      {isPhone(navigator.userAgent) && <InstallBanner />}
      <Card>
        <h1>Login</h1>
        {notice && <Alert tone="success">{notice}</Alert>}
        <LoginForm />
      </Card>
      <GateDialog
        open={gateOpen}
        onHaveAccount={() => {
          setGateOpen(false);
        }}
      />
    </Narrow>
  );
}
