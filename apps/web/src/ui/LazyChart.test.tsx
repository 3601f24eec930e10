import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { LazyChart } from './LazyChart.tsx';

/** An IntersectionObserver the test moves by hand: nothing is on screen until `enter()`. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    enter: () => {
      for (const callback of callbacks)
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyChart', () => {
  it('shows the frame of a chart at its height until the box is on screen, then the chart', () => {
    const observer = stubObserver();
    renderWithProviders(
      <LazyChart height={260}>
        <p>o gráfico</p>
      </LazyChart>,
    );
    const skeleton = screen.getByTestId('chart-skeleton');
    expect(skeleton.style.height).toBe('260px');
    // The frame only: bars made up while loading would read as data.
    expect(skeleton.querySelectorAll('.bar')).toHaveLength(0);
    expect(skeleton.closest('[data-lazy]')).toHaveAttribute('data-lazy', 'waiting');
    expect(screen.queryByText('o gráfico')).not.toBeInTheDocument();
    act(() => {
      observer.enter();
    });
    expect(screen.getByText('o gráfico')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument();
  });

  it('draws when the page is idle, never scrolled to, when asked: a fling or a full-page capture must not keep the outline', () => {
    vi.useFakeTimers();
    try {
      stubObserver();
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
      vi.stubGlobal('cancelIdleCallback', (id: number) => {
        clearTimeout(id);
      });
      renderWithProviders(
        <LazyChart height={260} whenIdle>
          <p>o gráfico</p>
        </LazyChart>,
      );
      expect(screen.getByTestId('chart-skeleton')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      expect(screen.getByText('o gráfico')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the box to be on screen otherwise', () => {
    vi.useFakeTimers();
    try {
      stubObserver();
      renderWithProviders(
        <LazyChart height={260}>
          <p>o gráfico</p>
        </LazyChart>,
      );
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(screen.queryByText('o gráfico')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
