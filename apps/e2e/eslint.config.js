import { baseConfig } from '@velas/eslint-config/base';

// Test tooling: it reads its own settings from the environment (the browser
// and api to use, TEST_DATABASE_URL), which the rule keeps out of the apps.
export default [
  ...baseConfig(import.meta.dirname),
  { rules: { 'no-restricted-properties': 'off' } },
];
