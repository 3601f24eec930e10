import { reactConfig } from '@velas/eslint-config/react';

export default reactConfig(import.meta.dirname);
