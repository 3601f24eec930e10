import { useAppDispatch } from '../../../core/hooks';
import { PasswordChangeForm } from '../../../features/account-security/PasswordChangeForm';
import { SignOutEverywhereButton } from '../../../features/account-security/SignOutEverywhereButton';
import { signOut } from '../../../layouts/signOut';
import { Card } from '../../../ui/Card';
import { ScreenStack } from '../../../ui/ScreenStack';
import { adminScreensCopy } from './copy';

/** /admin/minha-conta: password change and sign out everywhere (docs/product.md#password-change-and-reset). */
export default function AccountScreen() {
  const dispatch = useAppDispatch();
  return (
    <ScreenStack>
      <Card>
        <PasswordChangeForm />
      </Card>
      <Card>
        <h2>{adminScreensCopy.sessionsTitle}</h2>
        <p>{adminScreensCopy.sessionsLead}</p>
        <SignOutEverywhereButton onDone={() => void signOut(dispatch)} />
      </Card>
    </ScreenStack>
  );
}
