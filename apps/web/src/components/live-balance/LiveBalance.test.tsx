// The live balance (docs/architecture.md#live-balance): the stream's events
// set the one balance of the store that every screen reads, a stale event
// changes nothing, and a 401 stops the stream.
import { screen, waitFor } from '@testing-library/react';
import { formatCents, toCents } from '@velas/domain/money';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { useMeQuery } from '#/services/accountApi.ts';
import { API } from '#/test/handlers.ts';
import { signedIn } from '#/test/renderApp.tsx';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { openBalanceStream } from './balanceStream.ts';
import { LiveBalance } from './LiveBalance.tsx';

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

function HeaderFigure() {
  const { data } = useMeQuery(undefined);
  return <p data-testid="saldo">{data ? formatCents(data.balance) : '…'}</p>;
}

/** An SSE body that sends `events`, then stays open until the client leaves. */
function eventStream(events: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('retry: 3000\n\n'));
      for (const event of events) controller.enqueue(encoder.encode(event));
    },
  });
}

const balance = (value: number, entryId: number) =>
  `id: ${String(entryId)}\nevent: balance\ndata: ${JSON.stringify({ balance: value, entryId })}\n\n`;

describe('the live balance', () => {
  it("sets the store's balance from each newer event and ignores a stale one", async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/api/balance/stream`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(
          eventStream([balance(50_000, 10), balance(52_500, 12), balance(40_000, 11)]),
          { headers: { 'content-type': 'text/event-stream' } },
        );
      }),
    );
    renderWithProviders(
      <>
        <HeaderFigure />
        <LiveBalance />
      </>,
      { session: signedIn },
    );
    await waitFor(() => {
      expect(plain(screen.getByTestId('saldo').textContent)).toBe(
        formatCents(toCents(52_500)).replace(/\u00a0/g, ' '),
      );
    });
    expect(authorization).toBe('Bearer token-de-teste');
  });

  it('stops for good on a 401', async () => {
    let calls = 0;
    let ended = false;
    const close = openBalanceStream({
      url: 'http://127.0.0.1/api/balance/stream',
      token: 't',
      onBalance: () => undefined,
      onUnauthorized: () => {
        ended = true;
      },
      fetchFn: () => {
        calls += 1;
        return Promise.resolve(new Response(null, { status: 401 }));
      },
      wait: () => Promise.resolve(),
    });
    await waitFor(() => {
      expect(ended).toBe(true);
    });
    expect(calls).toBe(1);
    close();
  });

  it('reconnects after the stream drops', async () => {
    let calls = 0;
    const seen: number[] = [];
    const close = openBalanceStream({
      url: 'http://127.0.0.1/api/balance/stream',
      token: 't',
      onBalance: ({ balance: value }) => seen.push(value),
      onUnauthorized: () => undefined,
      fetchFn: () => {
        calls += 1;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(balance(100 * calls, calls)));
            controller.close();
          },
        });
        return Promise.resolve(new Response(body, { status: 200 }));
      },
      // A macrotask between tries, as the real delay is.
      wait: () =>
        new Promise((resolve) => {
          setTimeout(resolve, 0);
        }),
    });
    await waitFor(() => {
      expect(seen.slice(0, 3)).toEqual([100, 200, 300]);
    });
    close();
  });
});
