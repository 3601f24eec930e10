import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_AUTOPLAY_MS } from '@velas/domain/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BannerCarousel } from './BannerCarousel';

afterEach(() => {
  vi.useRealTimers();
});

// Both slides stay in the page (one grid cell, so the carousel keeps the
// tallest one's height); only the shown one is in the accessibility tree.
const shownTitle = () => screen.getByRole('heading').textContent;

describe('banner carousel', () => {
  it('turns to the next banner every 5 s, the other one hidden', () => {
    vi.useFakeTimers();
    renderWithProviders(<BannerCarousel />);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(shownTitle()).toBe('Comunidade Velas');
    act(() => {
      vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    });
    expect(shownTitle()).toBe('Jogue com limites');
    expect(screen.getByText('Comunidade Velas').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('steps with the arrows, both ways', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BannerCarousel />);
    await user.click(screen.getByRole('button', { name: 'Próximo banner' }));
    expect(shownTitle()).toBe('Jogue com limites');
    await user.click(screen.getByRole('button', { name: 'Banner anterior' }));
    expect(shownTitle()).toBe('Comunidade Velas');
  });
});
