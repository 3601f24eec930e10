import { act, fireEvent, screen } from '@testing-library/react';
import { hourStatSchema } from '@velas/domain/schemas/history';
import { http, HttpResponse } from 'msw/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { HourlyPayoutsCard } from './HourlyPayoutsCard.tsx';

const hours = hourStatSchema.parse({
  oddsByHour: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour === 14 ? 7 : 0 })),
});

let asked: URLSearchParams[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    http.get(`${API}/history-api/candles-by-hour`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(hours);
    }),
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('payout-by-hour lists', () => {
  it('call candles-by-hour for 10x, 30x and 100x only 500 ms after the last change', async () => {
    renderWithProviders(<HourlyPayoutsCard today="2026-11-22" />);
    await advance(499);
    expect(asked).toHaveLength(0);
    await advance(1);
    await vi.waitFor(() => {
      expect(asked).toHaveLength(3);
    });
    expect(asked.map((params) => params.get('odd')).sort()).toEqual(['10', '100', '30']);
    expect(asked.every((params) => params.get('date') === '2026-11-22')).toBe(true);

    // Two quick changes of day: one round of calls, for the last one.
    fireEvent.change(screen.getByLabelText('Dia'), { target: { value: '20/11/2026' } });
    await advance(300);
    fireEvent.change(screen.getByLabelText('Dia'), { target: { value: '21/11/2026' } });
    await advance(499);
    expect(asked).toHaveLength(3);
    await advance(1);
    await vi.waitFor(() => {
      expect(asked).toHaveLength(6);
    });
    expect(asked.slice(3).every((params) => params.get('date') === '2026-11-21')).toBe(true);
    expect(screen.getAllByText('7')).toHaveLength(3);
  });
});
