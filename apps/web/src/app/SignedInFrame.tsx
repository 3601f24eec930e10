import { useAppDispatch } from '../core/hooks.ts';
import { AlertsListener } from '../features/alerts/AlertsListener.tsx';
import { ProtectionWatch } from '../features/responsible-play/ProtectionWatch.tsx';
import { SessionClock } from '../features/responsible-play/SessionClock.tsx';
import { QuickPixDialog } from '../features/wallet/deposit/QuickPixDialog.tsx';
import { SignedInLayout } from '../layouts/SignedInLayout.tsx';
import { signOut } from '../layouts/signOut.ts';

/**
 * The /admin and /rtl shell with the features it holds: the layout draws the
 * frame, and only src/app composes features (docs/architecture.md#web-layers).
 */
export function SignedInFrame({ prefix, dir }: { prefix: '/admin' | '/rtl'; dir: 'ltr' | 'rtl' }) {
  const dispatch = useAppDispatch();
  return (
    <SignedInLayout
      prefix={prefix}
      dir={dir}
      slots={{
        protectionWatch: <ProtectionWatch onLeave={() => void signOut(dispatch)} />,
        alertsListener: <AlertsListener />,
        SessionClock,
        QuickPixDialog,
      }}
    />
  );
}
