// Sign-in in two steps: e-mail and password, then the authenticator's code
// (or one recovery code). The api's session cookie carries the rest.
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { failureText } from '@velas/web-core/api-failure';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { signedIn } from '../../core/session';
import { Button } from '../../ui/Button';
import { Notice, Row } from '../../ui/Card';
import { Field, Hint } from '../../ui/Field';
import { useSignInMutation, useSignInTotpMutation } from './authApi';
import { AuthCard, AuthPage } from './AuthCard';

export function SignInScreen() {
  const notice = useAppSelector((state) => state.session.notice);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [signIn, signInState] = useSignInMutation();
  const [sendTotp, totpState] = useSignInTotpMutation();
  const [error, setError] = useState<string | null>(null);

  const submitPassword = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await signIn({ email: email.trim(), password }).unwrap();
      setStep('totp');
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  const submitTotp = async (event: SyntheticEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const me = await sendTotp(
        useRecovery ? { recoveryCode: code.trim() } : { code: code.trim() },
      ).unwrap();
      dispatch(signedIn(me));
      void navigate('/', { replace: true });
    } catch (failure) {
      setError(failureText(failure));
      setCode('');
    }
  };

  return (
    <AuthPage>
      <AuthCard>
        <h1>{step === 'password' ? t.signInTitle : t.totpTitle}</h1>
        {notice && step === 'password' && <Notice role="status">{notice}</Notice>}
        {error && (
          <Notice role="alert" $tone="error">
            {error}
          </Notice>
        )}
        {step === 'password' ? (
          <form onSubmit={(event) => void submitPassword(event)}>
            <Field
              label={t.email}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
              required
            />
            <Field
              label={t.password}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
              }}
              required
            />
            <Button type="submit" disabled={signInState.isLoading}>
              {t.signIn}
            </Button>
          </form>
        ) : (
          <form onSubmit={(event) => void submitTotp(event)}>
            {!useRecovery && <Hint>{t.totpHint}</Hint>}
            {useRecovery ? (
              <Field
                label={t.recoveryCode}
                autoComplete="off"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                }}
                required
              />
            ) : (
              <Field
                label={t.totpCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
                }}
                required
              />
            )}
            <Row>
              <Button type="submit" disabled={totpState.isLoading}>
                {t.confirm}
              </Button>
              <Button
                type="button"
                $variant="ghost"
                onClick={() => {
                  setUseRecovery(!useRecovery);
                  setCode('');
                }}
              >
                {useRecovery ? t.useTotpCode : t.useRecoveryCode}
              </Button>
            </Row>
          </form>
        )}
      </AuthCard>
    </AuthPage>
  );
}
