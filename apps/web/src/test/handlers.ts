// Default answers for a signed-in, KYC-approved user. Tests override single
// calls with server.use(...).
import { http, HttpResponse } from 'msw/http';
import * as fixtures from './fixtures.ts';

export const API = 'http://localhost:3000';

export const defaultHandlers = [
  http.get(`${API}/api/settings/public`, () => HttpResponse.json(fixtures.demoSettings)),
  http.get(`${API}/api/auth/me`, () => HttpResponse.json(fixtures.me)),
  // The live balance's stream: open, with nothing to say until a test says it.
  http.get(
    `${API}/api/balance/stream`,
    () =>
      new HttpResponse(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('retry: 3000\n\n'));
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      ),
  ),
  http.get(`${API}/api/protection/status`, () => HttpResponse.json(fixtures.protectionStatus())),
  http.post(`${API}/api/signals/permit`, () => HttpResponse.json({ allowed: true })),
  // The registration's password passes unless a test says otherwise.
  http.post(`${API}/api/validate/password`, () => HttpResponse.json({ ok: true })),
  http.get(`${API}/api/profile`, () => HttpResponse.json(fixtures.profile)),
  http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.approved)),
  http.get(`${API}/api/transactions`, ({ request }) =>
    HttpResponse.json(
      fixtures.transactions(new URL(request.url).searchParams.get('source') ?? undefined),
    ),
  ),
  // Before `:id`, which would match "open" too. No open Pix charge by default.
  http.get(`${API}/api/deposits/open`, () => HttpResponse.json(fixtures.openDeposits())),
  http.get(`${API}/api/deposits/:id`, ({ params }) =>
    HttpResponse.json(fixtures.deposit({ id: String(params.id) })),
  ),
  http.get(`${API}/api/withdraws`, () =>
    HttpResponse.json({ data: [], now: '2026-11-22T15:00:00.000Z' }),
  ),
  http.post(`${API}/api/auth/logout`, () => new HttpResponse(null, { status: 204 })),
  // Signal screens say their game's RTP from the catalogue.
  http.get(`${API}/v2/casino-games/category`, () => HttpResponse.json(fixtures.catalogue)),
  // A player who has not played a game through the wallet yet.
  http.get(`${API}/api/casino-games/:id/my-return`, ({ params }) =>
    HttpResponse.json({
      gameId: Number(params.id),
      rtp: 97,
      rounds: 0,
      minRounds: 30,
      stakedCents: 0,
      returnedCents: 0,
      observed: null,
    }),
  ),
  // The signed-in layout listens for the player's alerts on every screen.
  http.get(`${API}/api/alerts`, () => HttpResponse.json({ alerts: [] })),
];
