// A provider that does not answer is "unreachable" to the caller, and the
// failure itself (refused, reset, past the deadline) stays with the answer,
// so the log says why rather than only that it failed.
import { describe, expect, it } from 'vitest';
import { httpEmailSender } from '../providers/email.js';
import { requestJson, type FetchFn } from './http-json.js';

const refused = new TypeError('fetch failed', {
  cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
});
const unreachable: FetchFn = () => Promise.reject(refused);

describe('a provider call that gets no answer', () => {
  it('is unreachable, with the failure as its cause', async () => {
    const answer = await requestJson(unreachable, 'http://127.0.0.1:9/x', 'key', {}, 'email');
    expect(answer).toEqual({ status: 'unreachable', cause: refused });
  });

  it('keeps the failure as the cause of the error a sender throws', async () => {
    const sender = httpEmailSender(
      { baseUrl: 'http://127.0.0.1:9', apiKey: 'key', from: 'nao-responda@example.com' },
      unreachable,
    );
    const sent = sender.send({ to: 'maria@example.com', subject: 'Assunto', text: 'Texto' });
    await expect(sent).rejects.toThrow('e-mail provider answered unreachable');
    await expect(sent).rejects.toHaveProperty('cause', refused);
  });
});
