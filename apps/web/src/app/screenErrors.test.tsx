// A screen that throws, or whose chunk fails to load, leaves the layout
// usable and offers "Tentar de novo" (src/ui/ScreenErrorBoundary.tsx,
// docs/operations/logs.md#client-errors).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportError } from '@velas/web-core/report-error';
import { kitCopy } from '@velas/web-core/ui/copy';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as AuthLayoutModule from '../layouts/AuthLayout.tsx';
import type * as ChunkReloadModule from '../lib/chunkReload.ts';
import { reloadForChunk } from '../lib/chunkReload.ts';
import { renderApp, signedIn } from '../test/renderApp.tsx';
import type * as ScreensModule from './screens.ts';

const withdraw = vi.hoisted(() => ({ broken: false }));
const mentoriaChunk = vi.hoisted(() => ({ networkDown: false, loads: 0 }));
const authLayout = vi.hoisted(() => ({ broken: false }));

vi.mock('@velas/web-core/report-error', () => ({ reportError: vi.fn() }));

vi.mock('../lib/chunkReload.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ChunkReloadModule>()),
  reloadForChunk: vi.fn(() => true),
}));

vi.mock('./routes/signed-in/WithdrawScreen.tsx', () => ({
  default: function BrokenWithdrawScreen() {
    if (withdraw.broken) throw new Error('a bug in the withdraw screen');
    return <p>tela de saque</p>;
  },
}));

vi.mock('../layouts/AuthLayout.tsx', async (importOriginal) => {
  const { AuthLayout } = await importOriginal<typeof AuthLayoutModule>();
  return {
    AuthLayout: function BrokenAuthLayout() {
      if (authLayout.broken) throw new Error('a bug in the layout');
      return <AuthLayout />;
    },
  };
});

vi.mock('./screens.ts', async (importOriginal) => {
  const { screens } = await importOriginal<typeof ScreensModule>();
  const Mentoria: ComponentType = () => <p>tela de mentoria</p>;
  return {
    screens: {
      ...screens,
      '/mentoria': () => {
        mentoriaChunk.loads += 1;
        if (mentoriaChunk.networkDown) {
          return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
        }
        return Promise.resolve({ default: Mentoria });
      },
    },
  };
});

const screenReports = () =>
  vi.mocked(reportError).mock.calls.filter(([, context]) => context === 'screen');

afterEach(() => {
  withdraw.broken = false;
  mentoriaChunk.networkDown = false;
  authLayout.broken = false;
  vi.mocked(reportError).mockClear();
  vi.mocked(reloadForChunk).mockClear();
});

describe('a screen that fails', () => {
  it('shows the fallback in the layout, reports once, and comes back on "Tentar de novo"', async () => {
    withdraw.broken = true;
    renderApp('/admin/withdraw', { session: signedIn });

    const fallback = await screen.findByRole('alert', { name: kitCopy.screenErrorTitle });
    expect(within(fallback).queryByText(/a bug/)).toBeNull();
    // The layout around it stays: the page's title and the navigation.
    expect(screen.getByRole('heading', { level: 1, name: 'Sacar' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
    expect(screenReports()).toEqual([
      [expect.objectContaining({ message: 'a bug in the withdraw screen' }), 'screen'],
    ]);
    // A bug is no network blip: loading the page again would not mend it.
    expect(reloadForChunk).not.toHaveBeenCalled();

    withdraw.broken = false;
    await userEvent.click(within(fallback).getByRole('button', { name: kitCopy.screenErrorRetry }));
    expect(await screen.findByText('tela de saque')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: kitCopy.screenErrorTitle })).toBeNull();
    expect(screenReports()).toHaveLength(1);
  });

  it('loads the page again for a chunk that failed to load, and asks for it again on a retry', async () => {
    mentoriaChunk.networkDown = true;
    renderApp('/auth/mentoria');

    const fallback = await screen.findByRole('alert', { name: kitCopy.screenErrorTitle });
    expect(reloadForChunk).toHaveBeenCalledTimes(1);
    expect(
      within(fallback).getByRole('button', { name: kitCopy.screenErrorReload }),
    ).toBeInTheDocument();
    expect(screenReports()).toHaveLength(1);

    // The layout around it stays: the wordmark and the footer.
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const failedLoads = mentoriaChunk.loads;

    mentoriaChunk.networkDown = false;
    await userEvent.click(within(fallback).getByRole('button', { name: kitCopy.screenErrorRetry }));
    expect(await screen.findByText('tela de mentoria')).toBeInTheDocument();
    expect(mentoriaChunk.loads).toBe(failedLoads + 1);
  });

  it('is caught above the layout when the layout itself fails', async () => {
    authLayout.broken = true;
    renderApp('/auth/mentoria');

    const fallback = await screen.findByRole('alert', { name: kitCopy.screenErrorTitle });
    expect(screenReports()).toEqual([
      [expect.objectContaining({ message: 'a bug in the layout' }), 'screen'],
    ]);

    authLayout.broken = false;
    await userEvent.click(within(fallback).getByRole('button', { name: kitCopy.screenErrorRetry }));
    expect(await screen.findByText('tela de mentoria')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
