import { HOME_PATH, titleForPath } from '@velas/domain/routes';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { BrandName } from '../components/brand/BrandName.tsx';
import { DemoBanner } from '../components/demo/DemoBanner.tsx';
import { useAppSelector } from '../core/hooks.ts';
import { selectApiToken } from '../core/session/sessionSlice.ts';
import { ScreenErrorBoundary } from '../ui/ScreenErrorBoundary.tsx';
import { Footer } from './Footer.tsx';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/* The wordmark over every auth page: sign-in and registration carry the brand (docs/design.md#brand). */
const Masthead = styled.div`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)} 0`};
`;

const Content = styled.main`
  flex: 1;
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: 16px;
`;

/** Sign-in screens: a person who already has a token goes to the dashboard. */
const SIGN_IN_PATHS = /^\/auth\/(login|register)(\/|$)/;

/** Where the gate dialog opens until this device has answered it. */
const GATE_PATH = /^\/auth\/login\/?$/;

/** The /auth layout: no sidebar. */
export function AuthLayout() {
  const token = useAppSelector(selectApiToken);
  const gateAnswered = useAppSelector((state) => state.gate.answered);
  const { pathname } = useLocation();
  // The open gate shows the 18+ notice: the footer under it does not repeat it.
  const gateOpen = !gateAnswered && GATE_PATH.test(pathname);

  useEffect(() => {
    document.title = `${titleForPath(pathname)} · Velas`;
  }, [pathname]);

  if (token && SIGN_IN_PATHS.test(pathname)) return <Navigate to={HOME_PATH} replace />;

  return (
    <Page>
      <DemoBanner />
      <Masthead>
        <BrandName size="lg" />
      </Masthead>
      <Content>
        <ScreenErrorBoundary>
          <Outlet />
        </ScreenErrorBoundary>
      </Content>
      <Footer adultsNotice={!gateOpen} />
    </Page>
  );
}
