import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_AUTOPLAY_MS } from '@velas/domain/constants';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import type { PublicSettingsResponse } from '@velas/domain/schemas/operator-settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsApi } from '#/services/settingsApi.ts';
import * as fixtures from '#/test/fixtures.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';

afterEach(() => {
  vi.useRealTimers();
});

// Both slides stay in the page (one grid cell, so the carousel keeps the
// tallest one's height); only the shown one is in the accessibility tree.
const shownTitle = () => screen.getByRole('heading').textContent;

/** The carousel with the operator's settings already answered. */
async function renderCarousel(settings: PublicSettingsResponse = fixtures.demoSettings) {
  const view = renderWithProviders(<BannerCarousel />);
  await act(async () => {
    await view.store.dispatch(
      settingsApi.util.upsertQueryData('publicSettings', undefined, settings),
    );
  });
  // The store tells its subscribers on the next frame: let it come.
  const slides = settings.links.community ? 2 : 1;
  if (vi.isFakeTimers())
    act(() => {
      vi.advanceTimersByTime(100);
    });
  else
    await waitFor(() => {
      expect(screen.getAllByRole('heading', { hidden: true })).toHaveLength(slides);
    });
  expect(screen.getAllByRole('heading', { hidden: true })).toHaveLength(slides);
  return view;
}

describe('banner carousel', () => {
  it('turns to the next banner every 5 s, the other one hidden', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(shownTitle()).toBe(plainWordsMessages.carouselLimitsTitle);
    act(() => {
      vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    });
    expect(shownTitle()).toBe(plainWordsMessages.carouselCommunityTitle);
    expect(
      screen.getByText(plainWordsMessages.carouselLimitsTitle).closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  it('steps with the arrows, both ways', async () => {
    const user = userEvent.setup();
    await renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Próximo banner' }));
    expect(shownTitle()).toBe(plainWordsMessages.carouselCommunityTitle);
    await user.click(screen.getByRole('button', { name: 'Banner anterior' }));
    expect(shownTitle()).toBe(plainWordsMessages.carouselLimitsTitle);
  });

  it('leads every slide somewhere: the limits screen, the community the operator set', async () => {
    const user = userEvent.setup();
    await renderCarousel();
    const limits = screen.getByRole('link', { name: /^Jogue com limites/ });
    expect(limits).toHaveAttribute('href', '/jogo-responsavel');
    // It says where it leads: a card without an action reads as a dead end.
    expect(within(limits).getByText(plainWordsMessages.carouselLimitsAction)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Próximo banner' }));
    expect(screen.getByRole('link', { name: /^Comunidade Velas/ })).toHaveAttribute(
      'href',
      fixtures.demoSettings.links.community,
    );
  });

  it('hides the community slide where the operator has none: one banner, still, no arrows', async () => {
    vi.useFakeTimers();
    await renderCarousel({ ...fixtures.demoSettings, links: {} });
    expect(screen.queryByText(plainWordsMessages.carouselCommunityTitle)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Jogue com limites/ })).toHaveAttribute(
      'href',
      '/jogo-responsavel',
    );
    expect(screen.queryByRole('button', { name: 'Próximo banner' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2);
    });
    expect(shownTitle()).toBe(plainWordsMessages.carouselLimitsTitle);
  });
});
