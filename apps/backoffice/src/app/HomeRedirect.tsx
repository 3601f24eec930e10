import { Navigate } from 'react-router';
import { useAppSelector } from '../core/hooks.ts';
import { entriesFor } from '../layouts/navigation.ts';

/** `/` opens the first screen the role reaches. */
export function HomeRedirect() {
  const me = useAppSelector((state) => state.session.me);
  const first = me === null ? undefined : entriesFor(me.role)[0];
  return <Navigate to={first?.path ?? '/entrar'} replace />;
}
