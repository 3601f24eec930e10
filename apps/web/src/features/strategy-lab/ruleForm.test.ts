import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM, SEED_MESSAGE, randomSeed, readRuleForm } from './ruleForm.ts';

const form = { ...DEFAULT_FORM, seed: '42' };

describe('readRuleForm', () => {
  it('reads money as integer cents, multipliers with a comma, an empty stop as none', () => {
    const read = readRuleForm({
      ...form,
      bankroll: '1.234,56',
      stake: '2,5',
      target: '1,5',
      galeSteps: '2',
      galeMultiplier: '2,2',
      stopWin: '50',
    });
    expect(read).toEqual({
      ok: true,
      seed: 42,
      rule: {
        bankroll: 123456,
        stake: 250,
        target: 1.5,
        gale: { steps: 2, multiplier: 2.2 },
        stopLoss: null,
        stopWin: 5000,
        roundsPerSession: 100,
      },
    });
  });

  it('answers with the schema’s pt-BR messages and the seed’s', () => {
    const read = readRuleForm({
      ...form,
      stake: 'abc',
      target: '1',
      galeSteps: 'x',
      roundsPerSession: '0',
      seed: '4294967296',
    });
    expect(read).toEqual({
      ok: false,
      errors: [
        'Informe um valor de aposta válido.',
        'Informe um alvo entre 1,01x e 1.000.000x.',
        'Use de 0 a 10 gales.',
        'Use de 1 a 10000 rodadas por partida.',
        SEED_MESSAGE,
      ],
    });
  });

  it('draws seeds that are 32-bit whole numbers', () => {
    const seed = randomSeed();
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  });
});
