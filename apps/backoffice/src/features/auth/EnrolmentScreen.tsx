// The token stays in the fragment: never sent to a server, never in a log.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Alert } from '@velas/web-core/ui/Alert';
import { AuthCard, AuthPage } from './AuthCard.tsx';
import { AuthenticatorStep } from './AuthenticatorStep.tsx';
import { NewPasswordStep } from './NewPasswordStep.tsx';
import { RecoveryCodesStep } from './RecoveryCodesStep.tsx';
import { useEnrolment } from './useEnrolment.ts';

export function EnrolmentScreen() {
  const { missingToken, step, password, code, enter } = useEnrolment();

  if (missingToken)
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
        {step.name === 'password' && <NewPasswordStep password={password} />}
        {step.name === 'authenticator' && (
          <AuthenticatorStep qrDataUrl={step.qrDataUrl} otpauthUri={step.otpauthUri} code={code} />
        )}
        {step.name === 'recovery' && (
          <RecoveryCodesStep
            codes={step.codes}
            onDone={() => {
              enter(step.me);
            }}
          />
        )}
      </AuthCard>
    </AuthPage>
  );
}
