import { Card } from '@velas/web-core/ui/Card';
import { useAppDispatch } from '#/core/hooks.ts';
import { PersonalDataCard } from '#/features/account/PersonalDataCard.tsx';
import { PasswordChangeForm } from '#/features/account-security/PasswordChangeForm.tsx';
import { SignOutEverywhereButton } from '#/features/account-security/SignOutEverywhereButton.tsx';
import { CloseAccountPanel } from '#/features/responsible-play/CloseAccountPanel.tsx';
import { signOut } from '#/layouts/signOut.ts';
import { ScreenStack } from '#/ui/ScreenStack.ts';
import { signedInScreensCopy } from './copy.ts';

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
