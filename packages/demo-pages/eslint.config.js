import { baseConfig } from '@velas/eslint-config/base';

export default baseConfig(import.meta.dirname);
