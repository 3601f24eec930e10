import { Button } from '@velas/web-core/ui/Button';
import { LogOut } from 'lucide-react';
import { useLogoutEverywhereMutation } from '#/services/accountSecurityApi.ts';
import { accountSecurityCopy } from './copy.ts';

/**
 * "Sair de todos os dispositivos": ends every session of the account, this one
 * too; then `onDone` signs this device out.
 */
export function SignOutEverywhereButton({ onDone }: { onDone: () => void }) {
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();
  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={isLoading}
      aria-busy={isLoading}
      onClick={() => {
        void logoutEverywhere(undefined)
          .unwrap()
          .catch(() => undefined)
          .then(onDone);
      }}
    >
      <LogOut aria-hidden size={18} />
      {accountSecurityCopy.signOutEverywhere}
    </Button>
  );
}
