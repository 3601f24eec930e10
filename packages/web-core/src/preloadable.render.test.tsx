// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODULE_STALL_MS, preloadable } from './preloadable.tsx';

class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

describe('a screen whose import stalls', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its error boundary after MODULE_STALL_MS, not the spinner for good', async () => {
    // Only the watchdog's timer is faked: React schedules its own work too.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const Screen = preloadable<object>(
      () => new Promise<{ default: ComponentType<object> }>(() => undefined),
    );
    render(
      <ErrorBoundary fallback={<p>falhou</p>}>
        <Suspense fallback={<p>carregando</p>}>
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(screen.getByText('carregando')).toBeDefined();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MODULE_STALL_MS);
    });
    expect(screen.getByText('falhou')).toBeDefined();
  });
});
