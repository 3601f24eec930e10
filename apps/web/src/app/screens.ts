// One lazily loaded screen per path of the domain route table (the compiler
// checks that every route has one).
import type { RoutePath } from '@velas/domain/routes';
import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

export const screens: Record<RoutePath, ScreenModule> = {
  '/dashboard': () => import('./routes/signed-in/DashboardScreen'),
  '/history-aviator': () => import('./routes/signed-in/HistoryAviatorScreen'),
  '/horarios': () => import('./routes/signed-in/HoursScreen'),
  '/games': () => import('./routes/signed-in/GamesScreen'),
  '/mines': () => import('./routes/signed-in/MinesScreen'),
  '/football-studio': () => import('./routes/signed-in/FootballStudioScreen'),
  '/bacboo': () => import('./routes/signed-in/BacBoScreen'),
  '/deposit': () => import('./routes/signed-in/DepositScreen'),
  '/withdraw': () => import('./routes/signed-in/WithdrawScreen'),
  '/strategy-lab': () => import('./routes/signed-in/StrategyLabScreen'),
  '/roletas': () => import('./routes/signed-in/RouletteScreen'),
  '/alertas': () => import('./routes/signed-in/AlertsScreen'),
  '/compare-houses': () => import('./routes/signed-in/CompareHousesScreen'),
  '/jogo-responsavel': () => import('./routes/signed-in/ResponsiblePlayScreen'),
  '/extrato': () => import('./routes/signed-in/StatementScreen'),
  '/minha-conta': () => import('./routes/signed-in/AccountScreen'),
  '/login': () => import('./routes/auth/LoginScreen'),
  '/register/:role': () => import('./routes/auth/RegisterScreen'),
  '/presentation': () => import('./routes/auth/PresentationScreen'),
  '/my-links': () => import('./routes/auth/MyLinksScreen'),
  '/mentoria': () => import('./routes/auth/MentoriaScreen'),
  '/bot-teleco-vip': () => import('./routes/auth/RoboVipScreen'),
  '/esqueci-senha': () => import('./routes/auth/ForgotPasswordScreen'),
  '/redefinir-senha': () => import('./routes/auth/ResetPasswordScreen'),
  '/caixa-de-emails': () => import('./routes/auth/DemoOutboxScreen'),
  '/link-de-acesso': () => import('./routes/auth/SignInLinkRequestScreen'),
  '/entrar-com-link': () => import('./routes/auth/SignInWithLinkScreen'),
};
