// POST /api/validate/password: the registration form's check as the player
// leaves the password field (docs/product/registration.md#registration), the same judgement
// the registration makes, and a per-address budget.
import { authMessages } from '@velas/domain/messages/auth';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

const check = (payload: Record<string, string>, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/validate/password', payload, remoteAddress });

const refusal = {
  code: 'refused',
  message: authMessages.passwordTooGuessable,
  errors: { password: [authMessages.passwordTooGuessable] },
};

describe('POST /api/validate/password', () => {
  it('refuses a common password, as the registration would', async () => {
    const answer = await check({ password: 'flamengo123' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual(refusal);
  });

  it("refuses the player's own details, and passes a strong password", async () => {
    const mine = await check({ password: 'joanasilva77', email: 'joanasilva@example.com' });
    expect(mine.json()).toEqual(refusal);
    const strong = await check({ password: 'violão-caju-27-nuvem', email: 'joana@example.com' });
    expect(strong.statusCode).toBe(200);
    expect(strong.json()).toEqual({ ok: true });
  });

  it('says a short password is short', async () => {
    const answer = await check({ password: 'abc' });
    expect(answer.json()).toMatchObject({ errors: { password: [authMessages.passwordTooShort] } });
  });

  it('keeps a budget per address', async () => {
    const answers = [];
    for (let i = 0; i < 21; i += 1)
      answers.push((await check({ password: `x${i}`.padEnd(8, 'z') }, '198.51.100.9')).statusCode);
    expect(answers.slice(0, 20)).not.toContain(429);
    expect(answers[20]).toBe(429);
  });
});
