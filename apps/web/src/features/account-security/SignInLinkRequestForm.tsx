import { useRequestSignInLinkMutation } from '#/services/accountSecurityApi.ts';
import { accountSecurityCopy } from './copy.ts';
import { EmailLinkForm } from './EmailLinkForm.tsx';

/** Asks for a one-time sign-in link. */
export function SignInLinkRequestForm({ initialEmail }: { initialEmail?: string }) {
  const [request] = useRequestSignInLinkMutation();
  return (
    <EmailLinkForm
      name={accountSecurityCopy.signInLink}
      send={(email) => request({ email }).unwrap()}
      {...(initialEmail !== undefined && { initialEmail })}
    />
  );
}
