import { messages } from '@velas/domain/messages';
import { LOGIN_PATH, titleForPath } from '@velas/domain/routes';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { ProtectionWatch } from '../features/responsible-play/ProtectionWatch';
import { signOut } from './signOut';
import { selectApiToken } from '../app/session/sessionSlice';
import { ThemePanel } from '../app/theme/ThemePanel';
import { Alert } from '../ui/Alert';
import { Loading } from '../ui/Spinner';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useSessionUser } from './useSessionUser';
import { media } from '../app/theme/media';

/** First stop for keyboard users; visible only while focused. */
const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  top: -100px;
  z-index: 50;
  padding: 10px 14px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.card};
  &:focus {
    top: 8px;
  }
`;

const Main = styled.div`
  min-height: 100vh;
  margin-inline-start: 240px;
  display: flex;
  flex-direction: column;
  ${media.belowLayout} {
    margin-inline-start: 0;
    padding-bottom: 64px;
  }
`;

const Content = styled.main`
  flex: 1;
  padding: 16px;
  width: 100%;
  max-width: 1400px;
  margin: 0 auto;
`;

function SessionError() {
  const { error } = useSessionUser();
  if (!error) return null;
  return (
    <Alert>
      {messages.userInfoFailed}: {error.message}
    </Alert>
  );
}

/** The /admin and /rtl layouts (spec §2): only for a stored apiToken. */
export function AdminLayout({ prefix, dir }: { prefix: '/admin' | '/rtl'; dir: 'ltr' | 'rtl' }) {
  const token = useAppSelector(selectApiToken);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    document.title = `${titleForPath(pathname)} · Velas`;
  }, [pathname]);

  if (!token) return <Navigate to={LOGIN_PATH} replace />;

  return (
    <div dir={dir}>
      <SkipLink href="#conteudo">Pular para o conteúdo</SkipLink>
      <Sidebar
        prefix={prefix}
        open={drawerOpen}
        onClose={() => {
          setDrawerOpen(false);
        }}
      />
      <Main>
        <TopBar
          prefix={prefix}
          sidebarOpen={drawerOpen}
          onToggleSidebar={() => {
            setDrawerOpen((open) => !open);
          }}
        />
        <Content id="conteudo">
          <SessionError />
          <Suspense fallback={<Loading label={messages.loadingInformation} />}>
            <Outlet />
          </Suspense>
        </Content>
        <Footer />
        <ProtectionWatch onLeave={() => void signOut(dispatch)} />
      </Main>
      <BottomNav
        prefix={prefix}
        menuOpen={drawerOpen}
        onMenu={() => {
          setDrawerOpen((open) => !open);
        }}
      />
      <ThemePanel />
    </div>
  );
}
