import { reactConfig } from '@velas/eslint-config/react';
import tseslint from 'typescript-eslint';

export default tseslint.config(...reactConfig(import.meta.dirname));
