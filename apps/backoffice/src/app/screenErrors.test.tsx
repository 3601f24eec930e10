// A screen that throws, or whose chunk fails to load, leaves the menu usable
// and offers "Tentar de novo" (src/app/ScreenError.tsx,
// docs/operations/logs.md#client-errors).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { reportError } from '@velas/web-core/report-error';
import { kitCopy } from '@velas/web-core/ui/copy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, staffMe } from '../test/renderRoute.tsx';

const search = vi.hoisted(() => ({ broken: false }));
const queuesChunk = vi.hoisted(() => ({ networkDown: false, loads: 0 }));

vi.mock('@velas/web-core/report-error', () => ({ reportError: vi.fn() }));

vi.mock('../features/players/PlayerSearchScreen.tsx', () => ({
  PlayerSearchScreen: function BrokenSearchScreen() {
    if (search.broken) throw new Error('a bug in the search screen');
    return <p>tela de busca</p>;
  },
}));

// Reading the export is where the screen's loader fails, as a failed chunk would.
vi.mock('../features/queues/QueuesScreen.tsx', () => ({
  get QueuesScreen() {
    queuesChunk.loads += 1;
    if (queuesChunk.networkDown) throw new TypeError('Failed to fetch dynamically imported module');
    return () => <p>tela de filas</p>;
  },
}));

const screenReports = () =>
  vi.mocked(reportError).mock.calls.filter(([, context]) => context === 'screen');

afterEach(() => {
  search.broken = false;
  queuesChunk.networkDown = false;
  vi.mocked(reportError).mockClear();
});

describe('a screen that fails', () => {
  it('shows the fallback beside the menu, reports once, and comes back on "Tentar de novo"', async () => {
    search.broken = true;
    renderRoute('/jogadores', staffMe('support'));

    const fallback = await screen.findByRole('alert', { name: kitCopy.screenErrorTitle });
    expect(within(fallback).queryByText(/a bug/)).toBeNull();
    const menu = screen.getByRole('navigation', { name: backofficeTexts.mainMenu });
    expect(
      within(menu).getByRole('link', { name: backofficeTexts.navPlayers }),
    ).toBeInTheDocument();
    expect(screenReports()).toEqual([
      [expect.objectContaining({ message: 'a bug in the search screen' }), 'screen'],
    ]);

    search.broken = false;
    await userEvent.click(within(fallback).getByRole('button', { name: kitCopy.screenErrorRetry }));
    expect(await screen.findByText('tela de busca')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: kitCopy.screenErrorTitle })).toBeNull();
    expect(screenReports()).toHaveLength(1);
  });

  it('asks again for a chunk that failed to load', async () => {
    queuesChunk.networkDown = true;
    renderRoute('/filas', staffMe('finance'));

    const fallback = await screen.findByRole('alert', { name: kitCopy.screenErrorTitle });
    expect(
      within(fallback).getByRole('button', { name: kitCopy.screenErrorReload }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: backofficeTexts.mainMenu })).toBeInTheDocument();
    const failedLoads = queuesChunk.loads;

    queuesChunk.networkDown = false;
    await userEvent.click(within(fallback).getByRole('button', { name: kitCopy.screenErrorRetry }));
    expect(await screen.findByText('tela de filas')).toBeInTheDocument();
    expect(queuesChunk.loads).toBe(failedLoads + 1);
  });
});
