// The money rule of eslint.config.js (@velas/eslint-config/money) fires on a
// `*Cents`, `amount` or `balance` property, field or parameter typed number
// and leaves the same money typed Cents alone (the cases:
// tooling/web-testing/src/eslint-money.ts).
import { join } from 'node:path';
import { describeMoneyRule } from '@velas/web-testing/eslint-money';

describeMoneyRule(join(import.meta.dirname, '..'));
