// One lazily loaded screen per path of the domain route table (the compiler
// checks that every route has one).
import type { RoutePath } from '@velas/domain/routes';
import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

export const screens: Record<RoutePath, ScreenModule> = {
  '/dashboard': () => import('./routes/admin/DashboardScreen'),
  '/history-aviator': () => import('./routes/admin/HistoryAviatorScreen'),
  '/horarios': () => import('./routes/admin/HorariosScreen'),
  '/games': () => import('./routes/admin/GamesScreen'),
  '/mines': () => import('./routes/admin/MinesScreen'),
  '/football-studio': () => import('./routes/admin/FootballStudioScreen'),
  '/bacboo': () => import('./routes/admin/BacBoScreen'),
  '/deposit': () => import('./routes/admin/DepositScreen'),
  '/withdraw': () => import('./routes/admin/WithdrawScreen'),
  '/strategy-lab': () => import('./routes/admin/StrategyLabScreen'),
  '/roletas': () => import('./routes/admin/RoletasScreen'),
  '/alertas': () => import('./routes/admin/AlertsScreen'),
  '/compare-houses': () => import('./routes/admin/CompareHousesScreen'),
  '/jogo-responsavel': () => import('./routes/admin/ResponsiblePlayScreen'),
  '/extrato': () => import('./routes/admin/StatementScreen'),
  '/minha-conta': () => import('./routes/admin/AccountScreen'),
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
