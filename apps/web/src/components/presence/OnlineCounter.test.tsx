import { screen, waitFor } from '@testing-library/react';
import { PRESENCE_SHOWN_FROM } from '@velas/domain/constants';
import { presenceResponseSchema } from '@velas/domain/schemas/presence';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { OnlineCounter } from './OnlineCounter.tsx';

describe('online counter', () => {
  it('shows the count the api reports', async () => {
    server.use(
      http.get(`${API}/api/presence`, () =>
        HttpResponse.json(presenceResponseSchema.parse({ online: 1234 })),
      ),
    );
    renderWithProviders(<OnlineCounter />);
    expect(await screen.findByText('1.234 pessoas online')).toBeInTheDocument();
  });

  it('is hidden while the count is too small to say anything but an empty room', async () => {
    let asked = false;
    server.use(
      http.get(`${API}/api/presence`, () => {
        asked = true;
        return HttpResponse.json(presenceResponseSchema.parse({ online: PRESENCE_SHOWN_FROM - 1 }));
      }),
    );
    const { container } = renderWithProviders(<OnlineCounter />);
    await waitFor(() => {
      expect(asked).toBe(true);
    });
    expect(container.textContent).not.toMatch(/online/);
  });

  it('is hidden when the count cannot be had', async () => {
    let asked = false;
    server.use(
      http.get(`${API}/api/presence`, () => {
        asked = true;
        return HttpResponse.json({ message: 'x', errors: {} }, { status: 503 });
      }),
    );
    const { container } = renderWithProviders(<OnlineCounter />);
    await waitFor(() => {
      expect(asked).toBe(true);
    });
    expect(container.textContent).not.toMatch(/online/);
  });
});
