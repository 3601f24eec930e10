// One lazily loaded screen per path of the domain route table (a test checks
// that every route has one).
import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

export const screens: Partial<Record<string, ScreenModule>> = {
  '/dashboard': () => import('../features/dashboard/DashboardScreen'),
  '/history-aviator': () => import('../features/aviator/HistoryAviatorScreen'),
  '/horarios': () => import('../features/signals/HorariosScreen'),
  '/games': () => import('../features/games/GamesScreen'),
  '/mines': () => import('../features/signals/MinesScreen'),
  '/football-studio': () => import('../features/signals/FootballStudioScreen'),
  '/bacboo': () => import('../features/signals/BacBoScreen'),
  '/deposit': () => import('../features/wallet/deposit/DepositScreen'),
  '/withdraw': () => import('../features/wallet/withdraw/WithdrawScreen'),
  '/roletas': () => import('../features/games/RoletasScreen'),
  '/login': () => import('../features/auth/LoginScreen'),
  '/register/:role': () => import('../features/register/RegisterScreen'),
  '/presentation': () => import('../features/sales/PresentationScreen'),
  '/my-links': () => import('../features/sales/MyLinksScreen'),
  '/mentoria': () => import('../features/sales/MentoriaScreen'),
  '/bot-teleco-vip': () => import('../features/sales/RoboVipScreen'),
};
