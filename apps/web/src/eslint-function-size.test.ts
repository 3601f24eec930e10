// The function size rule of eslint.config.js (@velas/eslint-config/react,
// docs/architecture.md#function-size): no function of src/, IIFEs included,
// passes 60 lines of code; tests and the test helpers are left out (the
// harness: tooling/web-testing/src/eslint-function-size.ts).
import { join } from 'node:path';
import { describeFunctionSizeRule } from '@velas/web-testing/eslint-function-size';

describeFunctionSizeRule(join(import.meta.dirname, '..'), {
  held: [
    'src/features/wallet/deposit/AmountForm.tsx',
    'src/features/wallet/deposit/useAmountForm.ts',
    'src/lib/analysis-worker/workerClient.ts',
    'src/app/router.tsx',
  ],
  leftOut: [
    'src/features/wallet/deposit/AmountForm.test.tsx',
    'src/lib/analysis-worker/workerClient.test.ts',
    'src/test/renderRoute.tsx',
  ],
});
