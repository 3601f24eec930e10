import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { registerCopy } from './copy.ts';
import { RegisterActions } from './RegisterActions.tsx';
import { SLOW_SUBMIT_MS } from './useSlowSubmitHint.ts';

describe('the registration submit while its answer is slow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds "Criando sua conta…" under the busy button after a few seconds, and drops it when done', () => {
    const view = renderWithProviders(<RegisterActions busy />);
    expect(screen.getByRole('button', { name: registerCopy.registering })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(SLOW_SUBMIT_MS - 1);
    });
    expect(screen.queryByText(registerCopy.registeringSlow)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent(registerCopy.registeringSlow);

    view.rerender(<RegisterActions busy={false} />);
    expect(screen.queryByText(registerCopy.registeringSlow)).toBeNull();
    // A new try starts the wait again rather than showing the hint at once.
    view.rerender(<RegisterActions busy />);
    expect(screen.queryByText(registerCopy.registeringSlow)).toBeNull();
  });
});
