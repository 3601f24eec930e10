import { Alert } from '@velas/web-core/ui/Alert';
import { Card } from '@velas/web-core/ui/Card';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '#/core/hooks.ts';
import { gateAnswered } from '#/core/session/gateSlice.ts';
import { GateDialog } from '#/features/auth/GateDialog.tsx';
import { InstallBanner } from '#/features/auth/InstallBanner.tsx';
import { LoginForm } from '#/features/auth/LoginForm.tsx';
import type { LoginNotice } from '#/lib/loginNotice.ts';
import { isPhone } from '#/lib/pwa/isPhone.ts';
import { NarrowColumn } from '#/ui/NarrowColumn.ts';
import { authScreensCopy } from './copy.ts';

export default function LoginScreen() {
  const { notice, email } = (useLocation().state as LoginNotice | null) ?? {};
  const dispatch = useAppDispatch();
  // The gate opens until this device has answered it:
  // not again after "Já tenho conta" or a sign-in, and never over 'Cadastro
  // realizado' for someone the registration form sent here, who has an account.
  const answered = useAppSelector((state) => state.gate.answered);
  const fromRegistration = notice !== undefined;
  useEffect(() => {
    if (fromRegistration) dispatch(gateAnswered());
  }, [dispatch, fromRegistration]);
  return (
    <NarrowColumn $width={420} $apart>
      <Card>
        <h1>{authScreensCopy.signIn}</h1>
        {notice && <Alert tone="success">{notice}</Alert>}
        <LoginForm {...(email ? { initialEmail: email } : {})} />
      </Card>
      {/* Under the form: signing in is what the screen is for, installing comes after. */}
      {isPhone(navigator.userAgent) && <InstallBanner />}
      <GateDialog
        open={!answered && !fromRegistration}
        onHaveAccount={() => dispatch(gateAnswered())}
      />
    </NarrowColumn>
  );
}
