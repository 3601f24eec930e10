import { baseConfig } from '@velas/eslint-config/base';

// public/ holds the KYC widget's browser script, served as is.
export default [{ ignores: ['public/**'] }, ...baseConfig(import.meta.dirname)];
