// The apps' error reports (docs/operations/logs.md#client-errors): a bounded body,
// one swept log line each, a budget per address, on both listeners.
import { Writable } from 'node:stream';
import type { ClientErrorReport } from '@velas/domain/client-errors';
import { describe, expect, it } from 'vitest';
import { injectOps } from '#/test/staff.js';
import { useTestApp } from '#/test/use-test-app.js';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const t = useTestApp({ env: { LOG_LEVEL: 'info' }, logStream });

const report: ClientErrorReport = {
  context: 'screen',
  message: 'TypeError: a bug for joana.relato@example.com',
  stack: 'TypeError: a bug\n    at WithdrawScreen (/assets/withdraw-abc123.js:1:200)',
  path: '/admin/withdraw',
};

const send = (payload: unknown, remoteAddress = '203.0.113.20', url = '/api/client-errors') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

describe('a client error report', () => {
  it('is answered 204 and logged once, at warn, without the personal data it held', async () => {
    const answer = await send(report);
    expect(answer.statusCode).toBe(204);

    const logged = lines.filter((line) => line.includes('client error reported'));
    expect(logged).toHaveLength(1);
    const line = JSON.parse(logged[0] ?? '{}') as { level: number; clientError: ClientErrorReport };
    expect(line.level).toBe(40);
    expect(line.clientError).toMatchObject({ context: 'screen', path: '/admin/withdraw' });
    expect(logged[0]).not.toContain('joana.relato@example.com');
  });

  it('is refused with a field it does not know or a message over its bound', async () => {
    expect((await send({ ...report, cpf: '93541134780' }, '203.0.113.21')).statusCode).toBe(400);
    expect((await send({ ...report, message: 'x'.repeat(301) }, '203.0.113.21')).statusCode).toBe(
      400,
    );
  });

  it('has a budget per address: sixty a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await send(report, '203.0.113.22')).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await send(report, '203.0.113.23')).statusCode).toBe(204);
  });

  it("reaches the back office's listener from its own page, without a staff session", async () => {
    const answer = await injectOps(t, {
      method: 'POST',
      url: '/ops-api/client-errors',
      payload: { ...report, path: '/jogadores' },
      remoteAddress: '203.0.113.24',
    });
    expect(answer.statusCode).toBe(204);
  });
});
