// The naming rule of eslint.config.js (@velas/eslint-config/react,
// docs/architecture.md#file-names): a file with JSX is a component named in
// PascalCase, a `.ts` file is camelCase (or PascalCase for a styled
// component), a folder is kebab-case; entry files and tests are the listed
// exceptions (the harness: tooling/web-testing/src/eslint-naming.ts).
import { join } from 'node:path';
import { describeNamingRule } from '@velas/web-testing/eslint-naming';

describeNamingRule(join(import.meta.dirname, '..'), {
  refused: [
    ['src/features/queues/queue-cards/cpfClaims.tsx', 'cpfClaims.tsx'],
    ['src/features/queues/queue-cards/queue-parts.tsx', 'queue-parts.tsx'],
    ['src/features/players/player_columns.ts', 'player_columns.ts'],
    ['src/features/players/Player-columns.ts', 'Player-columns.ts'],
    ['src/features/queueCards/QueueCard.tsx', 'queueCards'],
    ['src/features/Queues/QueueCard.tsx', 'Queues'],
  ],
  allowed: [
    'src/features/queues/queue-cards/CpfClaimsCard.tsx',
    'src/features/players/playerColumns.ts',
    'src/features/proposals/useAdjustmentDraft.ts',
    'src/ui/CardGrid.ts',
    'src/features/queues/QueuesScreen.test.tsx',
    'src/features/auth/SignInScreen.steps.test.tsx',
    'src/eslint-naming.test.ts',
    'src/main.tsx',
    'src/app/router.tsx',
    'src/test/renderRoute.tsx',
    'src/vite-env.d.ts',
  ],
});
