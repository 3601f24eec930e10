import { baseConfig, maxParamsConfig } from '@velas/eslint-config/base';
import { centsConfig } from '@velas/eslint-config/money';

// The apps' money rule and parameter limit hold here too (tooling/eslint).
export default [...baseConfig(import.meta.dirname), centsConfig, maxParamsConfig];
