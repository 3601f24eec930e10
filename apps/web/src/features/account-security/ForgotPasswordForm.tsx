import { useRequestPasswordResetMutation } from '#/services/accountSecurityApi.ts';
import { accountSecurityCopy } from './copy.ts';
import { EmailLinkForm } from './EmailLinkForm.tsx';

/** "Esqueci minha senha". */
export function ForgotPasswordForm() {
  const [request] = useRequestPasswordResetMutation();
  return (
    <EmailLinkForm
      name={accountSecurityCopy.forgotPassword}
      send={(email) => request({ email }).unwrap()}
    />
  );
}
