// The signed-in screens: the session is the api's cookie, so a first load
// asks `me`; no session (or an ended one) goes to the sign-in screen.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../core/hooks.ts';
import { signedIn } from '../core/session.ts';
import { useMeQuery } from '../features/auth/api/authApi.ts';
import { useStaffSignOut } from '../features/auth/useStaffSignOut.ts';
import { BackofficeLayout } from '../layouts/BackofficeLayout.tsx';

export function RequireStaff() {
  const me = useAppSelector((state) => state.session.me);
  const notice = useAppSelector((state) => state.session.notice);
  const dispatch = useAppDispatch();
  const signOut = useStaffSignOut();
  // After a sign-out or an expiry the cookie is gone: no need to ask again.
  const check = useMeQuery(undefined, { skip: me !== null || notice !== null });
  useEffect(() => {
    if (check.data && me === null) dispatch(signedIn(check.data));
  }, [check.data, me, dispatch]);
  if (me !== null) return <BackofficeLayout me={me} onSignOut={signOut} />;
  if (notice !== null || check.isError) return <Navigate to="/entrar" replace />;
  return <p role="status">{backofficeTexts.loading}</p>;
}
