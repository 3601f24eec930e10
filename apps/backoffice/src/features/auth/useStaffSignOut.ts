import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { endSession } from '../../core/api.ts';
import { useAppDispatch } from '../../core/hooks.ts';
import { useSignOutMutation } from './api/authApi.ts';

/** Sair: asks the api to end the session, and ends it here whatever the answer. */
export function useStaffSignOut(): () => void {
  const dispatch = useAppDispatch();
  const [signOut] = useSignOutMutation();
  return () => {
    void signOut(undefined)
      .unwrap()
      .catch(() => undefined)
      .finally(() => {
        dispatch(endSession(backofficeTexts.signedOut));
      });
  };
}
