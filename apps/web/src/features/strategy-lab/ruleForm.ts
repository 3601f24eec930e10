import { parseMoneyInput } from '@velas/domain/money';
import {
  strategyRuleSchema,
  type StrategyRule,
  type StrategyRuleInput,
} from '@velas/domain/schemas/strategy';
import { strategyLabCopy } from './copy.ts';

export interface RuleFormText {
  bankroll: string;
  stake: string;
  target: string;
  galeSteps: string;
  galeMultiplier: string;
  stopLoss: string;
  stopWin: string;
  roundsPerSession: string;
  seed: string;
}

export const DEFAULT_FORM: Omit<RuleFormText, 'seed'> = {
  bankroll: '100,00',
  stake: '1,00',
  target: '2',
  galeSteps: '0',
  galeMultiplier: '2',
  stopLoss: '',
  stopWin: '',
  roundsPerSession: '100',
};

const MAX_SEED = 2 ** 32 - 1;
export const SEED_MESSAGE = strategyLabCopy.seedOutOfRange(MAX_SEED);

/** A fresh 32-bit seed from the browser's crypto source. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

// Unreadable text becomes NaN, which the schema rejects with its own message.
const money = (text: string) => parseMoneyInput(text) ?? Number.NaN;
const optionalMoney = (text: string) => (text.trim() === '' ? null : money(text));
const decimal = (text: string) =>
  /^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN;
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export type ReadForm =
  { ok: true; rule: StrategyRule; seed: number } | { ok: false; errors: string[] };

export function readRuleForm(text: RuleFormText): ReadForm {
  const input: StrategyRuleInput = {
    bankroll: money(text.bankroll),
    stake: money(text.stake),
    target: decimal(text.target),
    gale: { steps: whole(text.galeSteps), multiplier: decimal(text.galeMultiplier) },
    stopLoss: optionalMoney(text.stopLoss),
    stopWin: optionalMoney(text.stopWin),
    roundsPerSession: whole(text.roundsPerSession),
  };
  const parsed = strategyRuleSchema.safeParse(input);
  const seed = whole(text.seed);
  const seedValid = Number.isSafeInteger(seed) && seed <= MAX_SEED;
  const errors = parsed.success
    ? []
    : [...new Set(parsed.error.issues.map((issue) => issue.message))];
  if (!seedValid) errors.push(SEED_MESSAGE);
  if (!parsed.success || !seedValid) return { ok: false, errors };
  return { ok: true, rule: parsed.data, seed };
}
