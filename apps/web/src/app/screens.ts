import type { RoutePath } from '@velas/domain/routes';
import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

export const screens: Record<RoutePath, ScreenModule> = {
  '/dashboard': () => import('./routes/signed-in/DashboardScreen.tsx'),
  '/history-aviator': () => import('./routes/signed-in/HistoryAviatorScreen.tsx'),
  '/horarios': () => import('./routes/signed-in/HoursScreen.tsx'),
  '/games': () => import('./routes/signed-in/GamesScreen.tsx'),
  '/mines': () => import('./routes/signed-in/MinesScreen.tsx'),
  '/football-studio': () => import('./routes/signed-in/FootballStudioScreen.tsx'),
  '/bacboo': () => import('./routes/signed-in/BacBoScreen.tsx'),
  '/deposit': () => import('./routes/signed-in/DepositScreen.tsx'),
  '/withdraw': () => import('./routes/signed-in/WithdrawScreen.tsx'),
  '/strategy-lab': () => import('./routes/signed-in/StrategyLabScreen.tsx'),
  '/roletas': () => import('./routes/signed-in/RouletteScreen.tsx'),
  '/alertas': () => import('./routes/signed-in/AlertsScreen.tsx'),
  '/compare-houses': () => import('./routes/signed-in/CompareHousesScreen.tsx'),
  '/jogo-responsavel': () => import('./routes/signed-in/ResponsiblePlayScreen.tsx'),
  '/extrato': () => import('./routes/signed-in/StatementScreen.tsx'),
  '/minha-conta': () => import('./routes/signed-in/AccountScreen.tsx'),
  '/login': () => import('./routes/auth/LoginScreen.tsx'),
  '/register/:role': () => import('./routes/auth/RegisterScreen.tsx'),
  '/presentation': () => import('./routes/auth/PresentationScreen.tsx'),
  '/my-links': () => import('./routes/auth/MyLinksScreen.tsx'),
  '/mentoria': () => import('./routes/auth/MentoriaScreen.tsx'),
  '/bot-teleco-vip': () => import('./routes/auth/RoboVipScreen.tsx'),
  '/esqueci-senha': () => import('./routes/auth/ForgotPasswordScreen.tsx'),
  '/redefinir-senha': () => import('./routes/auth/ResetPasswordScreen.tsx'),
  '/caixa-de-emails': () => import('./routes/auth/DemoOutboxScreen.tsx'),
  '/link-de-acesso': () => import('./routes/auth/SignInLinkRequestScreen.tsx'),
  '/entrar-com-link': () => import('./routes/auth/SignInWithLinkScreen.tsx'),
};
