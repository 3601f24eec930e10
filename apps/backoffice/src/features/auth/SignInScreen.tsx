// Sign-in in two steps: e-mail and password, then the authenticator's code
// (or one recovery code). The api's session cookie carries the rest.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Form } from '@velas/web-core/form/Form';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '#/core/hooks.ts';
import { signedIn } from '#/core/session.ts';
import { TotpField } from '#/ui/TotpField.tsx';
import { useSignInMutation, useSignInTotpMutation } from './api/authApi.ts';
import { AuthCard, AuthPage } from './AuthCard.tsx';

export function SignInScreen() {
  const notice = useAppSelector((state) => state.session.notice);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [signIn] = useSignInMutation();
  const [sendTotp] = useSignInTotpMutation();

  const passwordForm = useFormSubmit(async () => {
    await signIn({ email: email.trim(), password }).unwrap();
    setStep('totp');
  });

  const totpForm = useFormSubmit(
    async () => {
      const me = await sendTotp(
        useRecovery ? { recoveryCode: code.trim() } : { code: code.trim() },
      ).unwrap();
      dispatch(signedIn(me));
      void navigate('/', { replace: true });
    },
    {
      onFailure: () => {
        setCode('');
      },
    },
  );

  return (
    <AuthPage>
      <AuthCard>
        <h1>{step === 'password' ? backofficeTexts.signInTitle : backofficeTexts.totpTitle}</h1>
        {notice && step === 'password' && <Alert tone="info">{notice}</Alert>}
        {step === 'password' ? (
          <Form form={passwordForm} submitLabel={backofficeTexts.signIn}>
            <Field
              label={backofficeTexts.email}
              type="email"
              autoComplete="username"
              value={email}
              onValueChange={setEmail}
              required
            />
            <Field
              label={backofficeTexts.password}
              type="password"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              required
            />
          </Form>
        ) : (
          <Form
            form={totpForm}
            submitLabel={backofficeTexts.confirm}
            actions={
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  setUseRecovery(!useRecovery);
                  setCode('');
                }}
              >
                {useRecovery ? backofficeTexts.useTotpCode : backofficeTexts.useRecoveryCode}
              </Button>
            }
          >
            {!useRecovery && <Muted>{backofficeTexts.totpHint}</Muted>}
            {useRecovery ? (
              <Field
                label={backofficeTexts.recoveryCode}
                autoComplete="off"
                value={code}
                onValueChange={setCode}
                required
              />
            ) : (
              <TotpField label={backofficeTexts.totpCode} value={code} onChange={setCode} />
            )}
          </Form>
        )}
      </AuthCard>
    </AuthPage>
  );
}
