// The naming rule of eslint.config.js (@velas/eslint-config/react,
// docs/architecture.md#file-names): a file with JSX is a component named in
// PascalCase, a `.ts` file is camelCase (or PascalCase for a styled
// component), a folder is kebab-case; entry files, the route table and tests
// are the listed exceptions (the harness: tooling/web-testing/src/eslint-naming.ts).
import { join } from 'node:path';
import { describeNamingRule } from '@velas/web-testing/eslint-naming';

describeNamingRule(join(import.meta.dirname, '..'), {
  refused: [
    ['src/lib/analysis-worker/worker-pool.ts', 'worker-pool.ts'],
    ['src/features/wallet/depositCard.tsx', 'depositCard.tsx'],
    ['src/features/wallet/deposit_card.tsx', 'deposit_card.tsx'],
    ['src/features/wallet/wallet-copy.ts', 'wallet-copy.ts'],
    ['src/features/probabilityLab/HourTestCard.tsx', 'probabilityLab'],
  ],
  allowed: [
    'src/lib/analysis-worker/workerPool.ts',
    'src/lib/analysis-worker/analysis.worker.ts',
    'src/lib/analysis-worker/worker.bench.ts',
    'src/features/probability-lab/HourTestCard.tsx',
    'src/features/probability-lab/useAnalysis.ts',
    'src/ui/CardGrid.ts',
    'src/app/routes/signed-in/WithdrawScreen.form.test.tsx',
    'src/copy-templates.test.ts',
    'src/main.tsx',
    'src/prerender.tsx',
    'src/app/router.tsx',
    'src/test/renderWithProviders.tsx',
    'src/vite-env.d.ts',
  ],
});
