// Holds docs/architecture.md#every-answer-parsed for the back office: every
// endpoint injected into the one api declares the schema RTK Query checks its
// answer with, and an answer the schema refuses is a failure the screen shows,
// not a crash.
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { commonMessages } from '@velas/domain/messages/common';
import { expectEveryEndpointParsed } from '@velas/web-testing/every-answer-parsed';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../core/api.ts';
import { renderRoute, staffMe } from '../test/renderRoute.tsx';
import { OPS, server } from '../test/server.ts';

describe('every call parses its answer', () => {
  it('every endpoint of the api declares the schema its answer is checked with', async () => {
    await expectEveryEndpointParsed(join(import.meta.dirname, '..'), api, {
      modules: 6,
      endpoints: 26,
    });
  });

  it('a queue whose answer is malformed shows the failure', async () => {
    server.use(
      http.get(`${OPS}/queues/withdrawals`, () =>
        HttpResponse.json({ withdrawals: [{ id: 'one' }], wins: [] }),
      ),
      http.get(`${OPS}/queues/payouts`, () => HttpResponse.json({ payouts: [] })),
      http.get(`${OPS}/queues/received`, () => HttpResponse.json({ payments: [] })),
    );
    renderRoute('/filas', staffMe('finance'));
    expect(await screen.findByRole('alert')).toHaveTextContent(commonMessages.internalError);
  });
});
