import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { LOGIN_PATH } from '@velas/domain/routes';
import { Alert } from '@velas/web-core/ui/Alert';
import { Suspense, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import styled from 'styled-components';
import { DemoBanner } from '../components/demo/DemoBanner.tsx';
import { LiveBalance } from '../components/live-balance/LiveBalance.tsx';
import { useAppSelector } from '../core/hooks.ts';
import { selectApiToken } from '../core/session/sessionSlice.ts';
import { media } from '../core/theme/media.ts';
import { ScreenErrorBoundary } from '../ui/ScreenErrorBoundary.tsx';
import { Loading } from '../ui/Spinner.tsx';
import { BottomNav } from './BottomNav.tsx';
import { layoutsCopy } from './copy.ts';
import { Footer } from './Footer.tsx';
import { Sidebar } from './Sidebar.tsx';
import type { SignedInSlots } from './signedInSlots.ts';
import { PageTitle, TopBar } from './TopBar.tsx';
import { DocumentTitle } from './useScreenTitle.ts';
import { useSessionUser } from './useSessionUser.ts';

/** First stop for keyboard users; visible only while focused. */
const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: -100px;
  z-index: 50;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.raised};
  &:focus {
    top: 8px;
  }
`;

const Main = styled.div`
  min-height: 100vh;
  margin-inline-start: 248px;
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${media.belowLayout} {
    margin-inline-start: 0;
    /* Nothing under the bottom bar: its height plus the home-indicator inset. */
    padding-bottom: calc(${({ theme }) => theme.bars.bottom} + env(safe-area-inset-bottom));
  }
`;

const Content = styled.main`
  flex: 1;
  /* The footer starts below the first screenful, so a screen filling in never moves it in sight. */
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
  width: 100%;
  min-width: 0;
  max-width: 1400px;
  ${media.phone} {
    padding: ${({ theme }) => theme.space(3)};
  }
  margin: 0 auto;
`;

function SessionError() {
  const { error } = useSessionUser();
  if (!error) return null;
  return (
    <Alert>
      {authMessages.userInfoFailed}: {error.message}
    </Alert>
  );
}

interface SignedInLayoutProps {
  prefix: '/admin' | '/rtl';
  dir: 'ltr' | 'rtl';
  slots: SignedInSlots;
}

/** The /admin and /rtl layouts: only for a stored apiToken. */
export function SignedInLayout({ prefix, dir, slots }: SignedInLayoutProps) {
  const token = useAppSelector(selectApiToken);
  const [drawerOpen, setDrawerOpen] = useState(false);

  if (!token) return <Navigate to={LOGIN_PATH} replace />;

  return (
    <div dir={dir}>
      <DocumentTitle />
      <SkipLink href="#conteudo">{layoutsCopy.skipToContent}</SkipLink>
      <Sidebar
        prefix={prefix}
        open={drawerOpen}
        onClose={() => {
          setDrawerOpen(false);
        }}
      />
      <Main>
        {/* Beside the fixed sidebar, never under it: whole at every width. */}
        <DemoBanner />
        <TopBar
          prefix={prefix}
          SessionClock={slots.SessionClock}
          QuickPixDialog={slots.QuickPixDialog}
        />
        <Content id="conteudo">
          <PageTitle />
          <SessionError />
          <ScreenErrorBoundary>
            <Suspense fallback={<Loading label={commonMessages.loadingInformation} />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </Content>
        <Footer />
        {slots.protectionWatch}
      </Main>
      <BottomNav
        prefix={prefix}
        menuOpen={drawerOpen}
        onMenu={() => {
          setDrawerOpen((open) => !open);
        }}
      />
      {slots.alertsListener}
      <LiveBalance />
    </div>
  );
}
