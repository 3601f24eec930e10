// The function size rule of eslint.config.js (@velas/eslint-config/react,
// docs/architecture.md#function-size): no function of src/, IIFEs included,
// passes 60 lines of code; tests and the test helpers are left out (the
// harness: tooling/web-testing/src/eslint-function-size.ts).
import { join } from 'node:path';
import { describeFunctionSizeRule } from '@velas/web-testing/eslint-function-size';

describeFunctionSizeRule(join(import.meta.dirname, '..'), {
  held: ['src/features/staff/StaffTable.tsx', 'src/features/staff/useStaff.ts', 'src/app/App.tsx'],
  leftOut: ['src/features/staff/StaffTable.test.tsx', 'src/test/render.tsx'],
});
