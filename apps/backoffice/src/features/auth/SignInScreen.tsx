import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';
import { useAppSelector } from '#/core/hooks.ts';
import { AuthCard, AuthPage } from './AuthCard.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { TotpStep } from './TotpStep.tsx';
import { useSignIn } from './useSignIn.ts';

export function SignInScreen() {
  const notice = useAppSelector((state) => state.session.notice);
  const { step, credentials, second } = useSignIn();

  return (
    <AuthPage>
      <AuthCard>
        <h1>{step === 'password' ? backofficeTexts.signInTitle : backofficeTexts.totpTitle}</h1>
        {notice && step === 'password' && <Alert tone="info">{notice}</Alert>}
        {step === 'password' ? (
          <PasswordStep credentials={credentials} />
        ) : (
          <TotpStep second={second} />
        )}
      </AuthCard>
    </AuthPage>
  );
}
