import { Card } from '@velas/web-core/ui/Card';
import { useAppDispatch } from '../../../core/hooks';
import { PersonalDataCard } from '../../../features/account/PersonalDataCard';
import { PasswordChangeForm } from '../../../features/account-security/PasswordChangeForm';
import { SignOutEverywhereButton } from '../../../features/account-security/SignOutEverywhereButton';
import { CloseAccountPanel } from '../../../features/responsible-play/CloseAccountPanel';
import { signOut } from '../../../layouts/signOut';
import { ScreenStack } from '../../../ui/ScreenStack';
import { signedInScreensCopy } from './copy';

/**
 * /admin/minha-conta: the personal data, password change, sign out everywhere
 * and, last, closing the account (docs/product.md#password-change-and-reset,
 * #records-and-closing-the-account).
 */
export default function AccountScreen() {
  const dispatch = useAppDispatch();
  return (
    <ScreenStack>
      <Card>
        <PersonalDataCard />
      </Card>
      <Card>
        <PasswordChangeForm />
      </Card>
      <Card>
        <h2>{signedInScreensCopy.sessionsTitle}</h2>
        <p>{signedInScreensCopy.sessionsLead}</p>
        <SignOutEverywhereButton onDone={() => void signOut(dispatch)} />
      </Card>
      <Card>
        <CloseAccountPanel onClosed={() => void signOut(dispatch)} />
      </Card>
    </ScreenStack>
  );
}
