// Enrolment from the one-time link OPS_ORIGIN/cadastro#token=… (the token
// stays in the fragment: never sent to a server, never in a log): choose a
// password, add the authenticator (QR code or the otpauth URI), confirm with
// a first code, then the recovery codes, shown this once.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import type { StaffMe } from '@velas/domain/schemas/backoffice/staff';
import { Form } from '@velas/web-core/form/Form';
import { useFormSubmit } from '@velas/web-core/form/use-form-submit';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch } from '#/core/hooks.ts';
import { signedIn } from '#/core/session.ts';
import { TotpField } from '#/ui/TotpField.tsx';
import { useFinishEnrolmentMutation, useStartEnrolmentMutation } from './api/authApi.ts';
import { AuthCard, AuthPage } from './AuthCard.tsx';

const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 0 auto 12px;
  background: #fff;
  padding: 8px;
  border-radius: 8px;
`;

const Code = styled.code`
  display: block;
  word-break: break-all;
  padding: 8px;
  margin-bottom: 12px;
  background: ${({ theme }) => theme.colors.bg};
  border-radius: 6px;
`;

const Codes = styled.ul`
  columns: 2;
  font-family: ui-monospace, monospace;
  font-size: 1.05rem;
  padding-left: 20px;
`;

export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token === null || token === '' ? null : token;
}

type Step =
  | { name: 'password' }
  | { name: 'authenticator'; qrDataUrl: string; otpauthUri: string }
  | { name: 'recovery'; codes: string[]; me: StaffMe };

export function EnrolmentScreen() {
  const { hash } = useLocation();
  const token = useMemo(() => tokenFromHash(hash), [hash]);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [start] = useStartEnrolmentMutation();
  const [finish] = useFinishEnrolmentMutation();

  const passwordForm = useFormSubmit(async () => {
    const answer = await start({ token: token ?? '', password }).unwrap();
    setStep({ name: 'authenticator', ...answer });
  });

  const codeForm = useFormSubmit(
    async () => {
      const answer = await finish({ token: token ?? '', code }).unwrap();
      // The link worked once: it leaves the address bar and the history entry.
      void navigate('/cadastro', { replace: true });
      setStep({ name: 'recovery', codes: answer.recoveryCodes, me: answer.staff });
    },
    {
      onFailure: () => {
        setCode('');
      },
    },
  );

  if (token === null && step.name === 'password')
    return (
      <AuthPage>
        <AuthCard>
          <h1>{backofficeTexts.enrolmentTitle}</h1>
          <Alert>{backofficeTexts.enrolmentMissingToken}</Alert>
        </AuthCard>
      </AuthPage>
    );

  return (
    <AuthPage>
      <AuthCard>
        <h1>
          {step.name === 'recovery'
            ? backofficeTexts.recoveryTitle
            : backofficeTexts.enrolmentTitle}
        </h1>
        {step.name === 'password' && (
          <Form form={passwordForm} submitLabel={backofficeTexts.continue}>
            <Field
              label={backofficeTexts.newPassword}
              hint={backofficeTexts.newPasswordHint}
              type="password"
              autoComplete="new-password"
              minLength={8}
              value={password}
              onValueChange={setPassword}
              required
            />
          </Form>
        )}
        {step.name === 'authenticator' && (
          <Form form={codeForm} submitLabel={backofficeTexts.confirm}>
            <Muted>{backofficeTexts.scanQr}</Muted>
            <Qr src={step.qrDataUrl} alt={backofficeTexts.qrAlt} />
            <Muted>{backofficeTexts.otpauthUriLabel}</Muted>
            <Code aria-label={backofficeTexts.otpauthUriLabel}>{step.otpauthUri}</Code>
            <TotpField label={backofficeTexts.confirmWithCode} value={code} onChange={setCode} />
          </Form>
        )}
        {step.name === 'recovery' && (
          <>
            <Alert tone="warning" announce="alert">
              {backofficeTexts.recoveryKeepNow}
            </Alert>
            <Codes aria-label={backofficeTexts.recoveryTitle}>
              {step.codes.map((recovery) => (
                <li key={recovery}>{recovery}</li>
              ))}
            </Codes>
            <Button
              type="button"
              onClick={() => {
                dispatch(signedIn(step.me));
                void navigate('/', { replace: true });
              }}
            >
              {backofficeTexts.recoveryDone}
            </Button>
          </>
        )}
      </AuthCard>
    </AuthPage>
  );
}
