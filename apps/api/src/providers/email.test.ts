// Production sends the reset e-mail through the operator's provider, over
// HTTP as its contract says; the demo's outbox does not exist there.
import { authMessages } from '@velas/domain/messages/auth';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '#/test/accounts.js';
import { useEmailProvider } from '#/test/email-provider.js';
import { productionTestApp } from '#/test/production-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const FROM = 'Casa Real <nao-responda@casareal.example>';
const provider = useEmailProvider();
const t = useTestApp(() =>
  productionTestApp(
    { providers: { email: { baseUrl: provider.baseUrl, apiKey: provider.apiKey, from: FROM } } },
    { APP_ORIGIN: 'https://app.casareal.example' },
  ),
);

describe('e-mail provider (production)', () => {
  it('sends the reset link to the provider; no outbox route', async () => {
    const user = await registerAndLogin(t.app, 1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(202);
    await t.app.passwordResetMailer.idle();
    expect(provider.messages).toEqual([
      {
        from: FROM,
        to: user.email,
        subject: authMessages.passwordResetEmailSubject,
        text: expect.stringMatching(
          /https:\/\/app\.casareal\.example\/auth\/redefinir-senha\?token=[\w-]{43}/,
        ) as unknown,
      },
    ]);
    const outbox = await t.app.inject({ url: `/api/demo/outbox?email=${user.email}` });
    expect(outbox.statusCode).toBe(404);
  });

  it('a provider that is down: the same answer, the failure only in the log', async () => {
    await provider.stop();
    const user = await registerAndLogin(t.app, 2);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
    });
    expect(response.json()).toEqual({ message: authMessages.passwordResetRequested });
    await t.app.passwordResetMailer.idle();
  });
});
