import { readdirSync } from 'node:fs';
import { reactConfig } from '@velas/eslint-config/react';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The folder rule of src/ (docs/architecture.md#web-layers), from the top
// down: app/ composes (App, router, route modules); layouts and features;
// components and services; ui; core (store, the one api, hooks, config,
// session, theme); lib. Nothing imports app/ but the entry points (main.tsx,
// prerender.tsx) and the test helpers; a feature never imports another
// feature; the lower folders never import the ones above them.
// src/eslint-zones.test.ts proves that each zone fires.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const belowApp = [
  './src/layouts',
  './src/features',
  './src/components',
  './src/services',
  './src/ui',
  './src/core',
  './src/lib',
];

export const layerZones = [
  {
    target: belowApp,
    from: './src/app',
    message:
      'Nada importa src/app: ele só compõe (App, router, rotas). O que é comum vai para src/core ou para uma pasta compartilhada.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Uma feature não importa outra: componha-as numa rota (src/app/routes) ou mova o que é comum para uma pasta compartilhada.',
  })),
  {
    target: './src/features',
    from: './src/layouts',
    message: 'Features não importam layouts: são os layouts e as rotas que compõem as features.',
  },
  {
    target: ['./src/components', './src/services'],
    from: ['./src/features', './src/layouts'],
    message: 'Pastas compartilhadas não dependem de features nem de layouts.',
  },
  {
    target: './src/ui',
    from: ['./src/features', './src/layouts', './src/components', './src/services'],
    message:
      'ui/ só desenha: não importa features, layouts, components nem services (um componente que lê dados vai para src/components).',
  },
  {
    target: './src/core',
    from: ['./src/features', './src/layouts', './src/components', './src/services', './src/ui'],
    message: 'src/core fica embaixo: não importa features, layouts, components, services nem ui.',
  },
  {
    target: './src/lib',
    from: [
      './src/features',
      './src/layouts',
      './src/components',
      './src/services',
      './src/ui',
      './src/core',
    ],
    message:
      'src/lib é o chão: funções puras e hooks sem estado da aplicação, sem importar o resto de src.',
  },
];

// The components whose texts have not moved to a texts module yet
// (docs/architecture.md#texts): exempt from velas/no-inline-text until they
// do. The list only shrinks: src/eslint-text.test.ts fails when a listed file
// no longer holds inline text, and a new component is never added to it.
const inlineTextBaseline = [
  'src/app/routes/admin/AccountScreen.tsx',
  'src/app/routes/admin/BacBoScreen.tsx',
  'src/app/routes/admin/DepositScreen.tsx',
  'src/app/routes/admin/FootballStudioScreen.tsx',
  'src/app/routes/admin/HistoryAviatorScreen.tsx',
  'src/app/routes/admin/HorariosScreen.tsx',
  'src/app/routes/admin/LaunchedGame.tsx',
  'src/app/routes/admin/MinesScreen.tsx',
  'src/app/routes/admin/RoletasScreen.tsx',
  'src/app/routes/admin/StrategyLabScreen.tsx',
  'src/app/routes/admin/WithdrawScreen.tsx',
  'src/app/routes/auth/DemoOutboxScreen.tsx',
  'src/app/routes/auth/ForgotPasswordScreen.tsx',
  'src/app/routes/auth/LoginScreen.tsx',
  'src/app/routes/auth/MentoriaScreen.tsx',
  'src/app/routes/auth/MyLinksScreen.tsx',
  'src/app/routes/auth/PresentationScreen.tsx',
  'src/app/routes/auth/RegisterScreen.tsx',
  'src/app/routes/auth/ResetPasswordScreen.tsx',
  'src/app/routes/auth/RoboVipScreen.tsx',
  'src/app/routes/auth/SignInLinkRequestScreen.tsx',
  'src/app/routes/auth/SignInWithLinkScreen.tsx',
  'src/components/demo/DemoBanner.tsx',
  'src/components/game-frame/GameFrame.tsx',
  'src/components/game-frame/PlayHereCard.tsx',
  'src/components/kyc/KycWidgetDialog.tsx',
  'src/components/limits/LimitsFields.tsx',
  'src/components/support/SupportLink.tsx',
  'src/core/theme/ThemeSettings.tsx',
  'src/features/aviator/AnalysisCard.tsx',
  'src/features/aviator/AviatorGameCard.tsx',
  'src/features/aviator/BankrollCard.tsx',
  'src/features/aviator/BankrollPlanDialog.tsx',
  'src/features/aviator/CandleBadge.tsx',
  'src/features/aviator/CandleList.tsx',
  'src/features/aviator/HourlyHeatMap.tsx',
  'src/features/aviator/HourlyPayoutList.tsx',
  'src/features/aviator/HourlyPayoutsCard.tsx',
  'src/features/aviator/PinkCandlesCard.tsx',
  'src/features/aviator/RoundGrid.tsx',
  'src/features/aviator/StatisticsCards.tsx',
  'src/features/fairness/RangeCheckCard.tsx',
  'src/features/fairness/VerifiedMark.tsx',
  'src/features/fairness/VerifiedSummary.tsx',
  'src/features/fairness/VerifyRoundCard.tsx',
  'src/features/house-compare/HouseCompareCard.tsx',
  'src/features/probability-lab/GapContextCard.tsx',
  'src/features/probability-lab/HourTestCard.tsx',
  'src/features/probability-lab/HourTestNote.tsx',
  'src/features/probability-lab/MoneyMathsCard.tsx',
  'src/features/probability-lab/OddsVsObservedCard.tsx',
  'src/features/register/PasswordToggle.tsx',
  'src/features/register/RegisterForm.tsx',
  'src/features/register/TestDocuments.tsx',
  'src/features/responsible-play/CloseAccountPanel.tsx',
  'src/features/responsible-play/HelpContacts.tsx',
  'src/features/responsible-play/LimitsPanel.tsx',
  'src/features/responsible-play/LossLimitLeft.tsx',
  'src/features/responsible-play/PausePanel.tsx',
  'src/features/responsible-play/ProtectionWatch.tsx',
  'src/features/responsible-play/RealityCheck.tsx',
  'src/features/responsible-play/RecordsList.tsx',
  'src/features/responsible-play/SelfAssessment.tsx',
  'src/features/sales/SalesPage.tsx',
  'src/features/sales/SalesVideo.tsx',
  'src/features/statement/StatementCard.tsx',
  'src/features/strategy-lab/BankrollHistogram.tsx',
  'src/features/strategy-lab/StrategyForm.tsx',
  'src/features/strategy-lab/StrategyLab.tsx',
  'src/features/wallet/deposit/AmountForm.tsx',
  'src/features/wallet/deposit/DepositFlow.tsx',
  'src/features/wallet/deposit/PixPanel.tsx',
  'src/features/wallet/deposit/TopDepositButton.tsx',
  'src/features/wallet/withdraw/AddressFields.tsx',
  'src/features/wallet/withdraw/WithdrawForm.tsx',
  'src/features/wallet/withdraw/WithdrawalTimeline.tsx',
  'src/features/wallet/withdraw/WithdrawalsList.tsx',
  'src/layouts/AdminLayout.tsx',
  'src/layouts/Balance.tsx',
  'src/layouts/BottomNav.tsx',
  'src/layouts/Sidebar.tsx',
  'src/layouts/TopBar.tsx',
  'src/layouts/UserMenu.tsx',
  'src/ui/BackLink.tsx',
  'src/ui/DateField.tsx',
  'src/ui/Dialog.tsx',
  'src/ui/LazyChart.tsx',
];

export default tseslint.config(
  ...reactConfig(import.meta.dirname, { inlineTextBaseline }),
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    // Plain JavaScript outside the TypeScript project: the build/bench scripts
    // (Node) and the service worker (served as is, no bundling).
    files: ['scripts/**/*.mjs', 'public/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node, ...globals.serviceworker } },
  },
);
