// Holds docs/architecture.md#every-answer-parsed: every
// endpoint injected into the one api declares the domain schema RTK Query
// checks its answer with, and an answer the schema refuses is a failure the
// screen shows, not a crash.
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { statementTexts } from '@velas/domain/statement';
import { unparsableAnswer } from '@velas/web-core/api-failure';
import { expectEveryEndpointParsed } from '@velas/web-testing/every-answer-parsed';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { api } from '../core/api.ts';
import { makeStore } from '../core/store.ts';
import { StatementCard } from '../features/statement/StatementCard.tsx';
import { presenceApi } from '../services/presenceApi.ts';
import { API } from '../test/handlers.ts';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { server } from '../test/server.ts';

describe('every call parses its answer', () => {
  it('every endpoint of the api declares the schema its answer is checked with', async () => {
    await expectEveryEndpointParsed(join(import.meta.dirname, '..'), api, {
      modules: 11,
      endpoints: 51,
    });
  });

  it('an answer its schema refuses is the call failing, with the generic message', async () => {
    server.use(http.get(`${API}/api/presence`, () => HttpResponse.json({ online: 'many' })));
    const store = makeStore();
    const answer = await store.dispatch(presenceApi.endpoints.presence.initiate(undefined));
    expect(answer.isError).toBe(true);
    expect(answer.error).toEqual(unparsableAnswer());
    expect(answer.data).toBeUndefined();
  });

  it('a screen whose answer is malformed shows its error state', async () => {
    server.use(
      http.get(`${API}/api/statement`, () =>
        HttpResponse.json({ balance: 'R$ 10', lines: null, days: [], nextCursor: null }),
      ),
    );
    renderWithProviders(<StatementCard />);
    expect(await screen.findByText(statementTexts.failed)).toBeInTheDocument();
  });
});
