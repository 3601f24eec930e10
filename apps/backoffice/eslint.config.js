import { reactConfig } from '@velas/eslint-config/react';
import tseslint from 'typescript-eslint';

// Every screen reads its texts from packages/domain/src/backoffice/texts.ts:
// velas/no-inline-text holds it with no file exempt (docs/architecture.md#texts).
export default tseslint.config(...reactConfig(import.meta.dirname));
