import { useAppDispatch } from '../../../core/hooks';
import { PasswordChangeForm } from '../../../features/account-security/PasswordChangeForm';
import { SignOutEverywhereButton } from '../../../features/account-security/SignOutEverywhereButton';
import { signOut } from '../../../layouts/signOut';
import { Card } from '../../../ui/Card';
import { ScreenStack } from '../../../ui/ScreenStack';

/** /admin/minha-conta: password change and sign out everywhere (docs/product.md#password-change-and-reset). */
export default function AccountScreen() {
  const dispatch = useAppDispatch();
  return (
    <ScreenStack>
      <Card>
        <PasswordChangeForm />
      </Card>
      <Card>
        <h2>Sessões</h2>
        <p>Encerra o acesso em todos os aparelhos em que você entrou, inclusive este.</p>
        <SignOutEverywhereButton onDone={() => void signOut(dispatch)} />
      </Card>
    </ScreenStack>
  );
}
